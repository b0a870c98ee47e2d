/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mpesa_Not_PayableInputs */

const en_mpesa_not_payable = /** @type {(inputs: Mpesa_Not_PayableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This booking cannot be paid now.`)
};

const sw_mpesa_not_payable = /** @type {(inputs: Mpesa_Not_PayableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi huu hauwezi kulipiwa sasa.`)
};

/**
* | output |
* | --- |
* | "This booking cannot be paid now." |
*
* @param {Mpesa_Not_PayableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_not_payable = /** @type {((inputs?: Mpesa_Not_PayableInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mpesa_Not_PayableInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mpesa_not_payable(inputs)
	return en_mpesa_not_payable(inputs)
});