/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_HeldInputs */

const en_pay_held = /** @type {(inputs: Pay_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your booking is held for you. Complete the payment to confirm it.`)
};

const sw_pay_held = /** @type {(inputs: Pay_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi wako umeshikiliwa kwa ajili yako. Kamilisha malipo ili kuuthibitisha.`)
};

/**
* | output |
* | --- |
* | "Your booking is held for you. Complete the payment to confirm it." |
*
* @param {Pay_HeldInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_held = /** @type {((inputs?: Pay_HeldInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_HeldInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_held(inputs)
	return en_pay_held(inputs)
});