/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Statement_ReceivedInputs */

const en_company_statement_received = /** @type {(inputs: Company_Statement_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Received this month`)
};

const sw_company_statement_received = /** @type {(inputs: Company_Statement_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yaliyopokelewa mwezi huu`)
};

/**
* | output |
* | --- |
* | "Received this month" |
*
* @param {Company_Statement_ReceivedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_received = /** @type {((inputs?: Company_Statement_ReceivedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Statement_ReceivedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_statement_received(inputs)
	return en_company_statement_received(inputs)
});