/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Choose_DescriptionInputs */

const en_pay_choose_description = /** @type {(inputs: Pay_Choose_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How would you like to pay for this booking?`)
};

const sw_pay_choose_description = /** @type {(inputs: Pay_Choose_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungependa kulipia uhifadhi huu vipi?`)
};

/**
* | output |
* | --- |
* | "How would you like to pay for this booking?" |
*
* @param {Pay_Choose_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_choose_description = /** @type {((inputs?: Pay_Choose_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Choose_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_choose_description(inputs)
	return en_pay_choose_description(inputs)
});