/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Part_Refund_TextInputs */

const en_notify_part_refund_text = /** @type {(inputs: Notify_Part_Refund_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It goes back the way you paid (M-Pesa, to the number that paid); we will tell you when it is sent. Your booking stands.`)
};

const sw_notify_part_refund_text = /** @type {(inputs: Notify_Part_Refund_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zinarudi kwa njia uliyolipa (M-Pesa, kwa nambari iliyolipa); tutakujulisha zikishatumwa. Uhifadhi wako unaendelea.`)
};

/**
* | output |
* | --- |
* | "It goes back the way you paid (M-Pesa, to the number that paid); we will tell you when it is sent. Your booking stands." |
*
* @param {Notify_Part_Refund_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_part_refund_text = /** @type {((inputs?: Notify_Part_Refund_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Part_Refund_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_part_refund_text(inputs)
	return en_notify_part_refund_text(inputs)
});