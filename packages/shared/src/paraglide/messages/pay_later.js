/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_LaterInputs */

const en_pay_later = /** @type {(inputs: Pay_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I'll Pay Later`)
};

const sw_pay_later = /** @type {(inputs: Pay_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nitalipa Baadaye`)
};

/**
* | output |
* | --- |
* | "I'll Pay Later" |
*
* @param {Pay_LaterInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_later = /** @type {((inputs?: Pay_LaterInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_LaterInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_later(inputs)
	return en_pay_later(inputs)
});