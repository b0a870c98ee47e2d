/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Manual_ReferenceInputs */

const en_pay_manual_reference = /** @type {(inputs: Pay_Manual_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking reference`)
};

const sw_pay_manual_reference = /** @type {(inputs: Pay_Manual_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kumbukumbu ya uhifadhi`)
};

/**
* | output |
* | --- |
* | "Booking reference" |
*
* @param {Pay_Manual_ReferenceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_manual_reference = /** @type {((inputs?: Pay_Manual_ReferenceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Manual_ReferenceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_manual_reference(inputs)
	return en_pay_manual_reference(inputs)
});