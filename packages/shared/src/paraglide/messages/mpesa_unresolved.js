/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mpesa_UnresolvedInputs */

const en_mpesa_unresolved = /** @type {(inputs: Mpesa_UnresolvedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa never told us whether this payment went through. Our team is checking: money that left your M-Pesa is matched to your booking or refunded.`)
};

const sw_mpesa_unresolved = /** @type {(inputs: Mpesa_UnresolvedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa haikutuambia kama malipo haya yalifanikiwa. Timu yetu inafuatilia: pesa iliyotoka kwenye M-Pesa yako italinganishwa na uhifadhi wako au utarejeshewa.`)
};

/**
* | output |
* | --- |
* | "M-Pesa never told us whether this payment went through. Our team is checking: money that left your M-Pesa is matched to your booking or refunded." |
*
* @param {Mpesa_UnresolvedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_unresolved = /** @type {((inputs?: Mpesa_UnresolvedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mpesa_UnresolvedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mpesa_unresolved(inputs)
	return en_mpesa_unresolved(inputs)
});