/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mpesa_UnavailableInputs */

const en_mpesa_unavailable = /** @type {(inputs: Mpesa_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa is not answering right now. Please try again in a minute.`)
};

const sw_mpesa_unavailable = /** @type {(inputs: Mpesa_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa haijibu kwa sasa. Tafadhali jaribu tena baada ya dakika moja.`)
};

/**
* | output |
* | --- |
* | "M-Pesa is not answering right now. Please try again in a minute." |
*
* @param {Mpesa_UnavailableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_unavailable = /** @type {((inputs?: Mpesa_UnavailableInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mpesa_UnavailableInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mpesa_unavailable(inputs)
	return en_mpesa_unavailable(inputs)
});