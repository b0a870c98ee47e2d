/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, account: NonNullable<unknown> }} Payout_To_PaybillInputs */

const en_payout_to_paybill = /** @type {(inputs: Payout_To_PaybillInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paybill ${i?.number}, account ${i?.account}`)
};

const sw_payout_to_paybill = /** @type {(inputs: Payout_To_PaybillInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay Bill ${i?.number}, akaunti ${i?.account}`)
};

/**
* | output |
* | --- |
* | "Paybill {number}, account {account}" |
*
* @param {Payout_To_PaybillInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_to_paybill = /** @type {((inputs: Payout_To_PaybillInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_To_PaybillInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_to_paybill(inputs)
	return en_payout_to_paybill(inputs)
});