/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Confirm_HeadingInputs */

const en_newsletter_confirm_heading = /** @type {(inputs: Newsletter_Confirm_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your subscription`)
};

const sw_newsletter_confirm_heading = /** @type {(inputs: Newsletter_Confirm_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thibitisha usajili wako`)
};

/**
* | output |
* | --- |
* | "Confirm your subscription" |
*
* @param {Newsletter_Confirm_HeadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const newsletter_confirm_heading = /** @type {((inputs?: Newsletter_Confirm_HeadingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Confirm_HeadingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_newsletter_confirm_heading(inputs)
	return en_newsletter_confirm_heading(inputs)
});