/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Payee_PinInputs */

const en_csv_payee_pin = /** @type {(inputs: Csv_Payee_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payee KRA PIN`)
};

const sw_csv_payee_pin = /** @type {(inputs: Csv_Payee_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN ya KRA ya mlipwa`)
};

/**
* | output |
* | --- |
* | "Payee KRA PIN" |
*
* @param {Csv_Payee_PinInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_payee_pin = /** @type {((inputs?: Csv_Payee_PinInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Payee_PinInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_csv_payee_pin(inputs)
	return en_csv_payee_pin(inputs)
});