/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Leave_HeadingInputs */

const en_newsletter_leave_heading = /** @type {(inputs: Newsletter_Leave_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop the newsletter`)
};

const sw_newsletter_leave_heading = /** @type {(inputs: Newsletter_Leave_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Simamisha jarida`)
};

/**
* | output |
* | --- |
* | "Stop the newsletter" |
*
* @param {Newsletter_Leave_HeadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const newsletter_leave_heading = /** @type {((inputs?: Newsletter_Leave_HeadingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Leave_HeadingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_newsletter_leave_heading(inputs)
	return en_newsletter_leave_heading(inputs)
});