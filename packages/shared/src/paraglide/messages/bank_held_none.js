/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bank_Held_NoneInputs */

const en_bank_held_none = /** @type {(inputs: Bank_Held_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No credit waits: every one paid its bookings.`)
};

const sw_bank_held_none = /** @type {(inputs: Bank_Held_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna malipo yanayosubiri: yote yamelipia uhifadhi wake.`)
};

/**
* | output |
* | --- |
* | "No credit waits: every one paid its bookings." |
*
* @param {Bank_Held_NoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_held_none = /** @type {((inputs?: Bank_Held_NoneInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Held_NoneInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_held_none(inputs)
	return en_bank_held_none(inputs)
});