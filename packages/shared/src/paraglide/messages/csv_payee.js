/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_PayeeInputs */

const en_csv_payee = /** @type {(inputs: Csv_PayeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payee`)
};

const sw_csv_payee = /** @type {(inputs: Csv_PayeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mlipwa`)
};

/**
* | output |
* | --- |
* | "Payee" |
*
* @param {Csv_PayeeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_payee = /** @type {((inputs?: Csv_PayeeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_PayeeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_csv_payee(inputs)
	return en_csv_payee(inputs)
});