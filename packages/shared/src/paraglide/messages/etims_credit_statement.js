/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Etims_Credit_StatementInputs */

const en_etims_credit_statement = /** @type {(inputs: Etims_Credit_StatementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credit note is approved only for the original sales receipt.`)
};

const sw_etims_credit_statement = /** @type {(inputs: Etims_Credit_StatementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hati ya punguzo imeidhinishwa kwa risiti ya mauzo ya awali pekee.`)
};

/**
* | output |
* | --- |
* | "Credit note is approved only for the original sales receipt." |
*
* @param {Etims_Credit_StatementInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_credit_statement = /** @type {((inputs?: Etims_Credit_StatementInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_Credit_StatementInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_credit_statement(inputs)
	return en_etims_credit_statement(inputs)
});