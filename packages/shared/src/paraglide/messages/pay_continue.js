/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_ContinueInputs */

const en_pay_continue = /** @type {(inputs: Pay_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue`)
};

const sw_pay_continue = /** @type {(inputs: Pay_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endelea`)
};

/**
* | output |
* | --- |
* | "Continue" |
*
* @param {Pay_ContinueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_continue = /** @type {((inputs?: Pay_ContinueInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_ContinueInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_continue(inputs)
	return en_pay_continue(inputs)
});