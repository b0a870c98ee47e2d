/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Leave_ButtonInputs */

const en_newsletter_leave_button = /** @type {(inputs: Newsletter_Leave_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop the newsletter`)
};

const sw_newsletter_leave_button = /** @type {(inputs: Newsletter_Leave_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Simamisha jarida`)
};

/**
* | output |
* | --- |
* | "Stop the newsletter" |
*
* @param {Newsletter_Leave_ButtonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const newsletter_leave_button = /** @type {((inputs?: Newsletter_Leave_ButtonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Leave_ButtonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_newsletter_leave_button(inputs)
	return en_newsletter_leave_button(inputs)
});