/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_UnderstandInputs */

const en_pay_understand = /** @type {(inputs: Pay_UnderstandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I Understand`)
};

const sw_pay_understand = /** @type {(inputs: Pay_UnderstandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nimeelewa`)
};

/**
* | output |
* | --- |
* | "I Understand" |
*
* @param {Pay_UnderstandInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_understand = /** @type {((inputs?: Pay_UnderstandInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_UnderstandInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_understand(inputs)
	return en_pay_understand(inputs)
});