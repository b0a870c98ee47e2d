/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ deposit: NonNullable<unknown>, balance: NonNullable<unknown>, due: NonNullable<unknown> }} Deposit_SummaryInputs */

const en_deposit_summary = /** @type {(inputs: Deposit_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deposit now: ${i?.deposit}. Balance ${i?.balance} by ${i?.due}.`)
};

const sw_deposit_summary = /** @type {(inputs: Deposit_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Amana sasa: ${i?.deposit}. Salio ${i?.balance} kufikia ${i?.due}.`)
};

/**
* | output |
* | --- |
* | "Deposit now: {deposit}. Balance {balance} by {due}." |
*
* @param {Deposit_SummaryInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const deposit_summary = /** @type {((inputs: Deposit_SummaryInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deposit_SummaryInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_deposit_summary(inputs)
	return en_deposit_summary(inputs)
});