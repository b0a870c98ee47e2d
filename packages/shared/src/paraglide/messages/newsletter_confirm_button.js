/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Confirm_ButtonInputs */

const en_newsletter_confirm_button = /** @type {(inputs: Newsletter_Confirm_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm my subscription`)
};

const sw_newsletter_confirm_button = /** @type {(inputs: Newsletter_Confirm_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thibitisha usajili wangu`)
};

/**
* | output |
* | --- |
* | "Confirm my subscription" |
*
* @param {Newsletter_Confirm_ButtonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const newsletter_confirm_button = /** @type {((inputs?: Newsletter_Confirm_ButtonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Confirm_ButtonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_newsletter_confirm_button(inputs)
	return en_newsletter_confirm_button(inputs)
});