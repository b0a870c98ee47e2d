/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Part_WholeInputs */

const en_refund_part_whole = /** @type {(inputs: Refund_Part_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The amount must be in whole shillings: M-Pesa sends no cents.`)
};

const sw_refund_part_whole = /** @type {(inputs: Refund_Part_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiasi lazima kiwe shilingi kamili: M-Pesa haitumi senti.`)
};

/**
* | output |
* | --- |
* | "The amount must be in whole shillings: M-Pesa sends no cents." |
*
* @param {Refund_Part_WholeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_part_whole = /** @type {((inputs?: Refund_Part_WholeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Part_WholeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_refund_part_whole(inputs)
	return en_refund_part_whole(inputs)
});