/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Pay_TogetherInputs */

const en_company_pay_together = /** @type {(inputs: Company_Pay_TogetherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay several invoices by one bank transfer`)
};

const sw_company_pay_together = /** @type {(inputs: Company_Pay_TogetherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lipa ankara kadhaa kwa uhamisho mmoja wa benki`)
};

/**
* | output |
* | --- |
* | "Pay several invoices by one bank transfer" |
*
* @param {Company_Pay_TogetherInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_pay_together = /** @type {((inputs?: Company_Pay_TogetherInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Pay_TogetherInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_pay_together(inputs)
	return en_company_pay_together(inputs)
});