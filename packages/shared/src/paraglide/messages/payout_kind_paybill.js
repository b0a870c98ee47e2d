/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Kind_PaybillInputs */

const en_payout_kind_paybill = /** @type {(inputs: Payout_Kind_PaybillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paybill`)
};

const sw_payout_kind_paybill = /** @type {(inputs: Payout_Kind_PaybillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay Bill`)
};

/**
* | output |
* | --- |
* | "Paybill" |
*
* @param {Payout_Kind_PaybillInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_kind_paybill = /** @type {((inputs?: Payout_Kind_PaybillInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Kind_PaybillInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_kind_paybill(inputs)
	return en_payout_kind_paybill(inputs)
});