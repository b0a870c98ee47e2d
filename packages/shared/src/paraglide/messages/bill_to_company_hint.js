/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bill_To_Company_HintInputs */

const en_bill_to_company_hint = /** @type {(inputs: Bill_To_Company_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invoice names the company, its KRA PIN and address; its admins see the booking.`)
};

const sw_bill_to_company_hint = /** @type {(inputs: Bill_To_Company_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ankara inataja kampuni, PIN yake ya KRA na anwani; wasimamizi wake wanaona uhifadhi huu.`)
};

/**
* | output |
* | --- |
* | "The invoice names the company, its KRA PIN and address; its admins see the booking." |
*
* @param {Bill_To_Company_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bill_to_company_hint = /** @type {((inputs?: Bill_To_Company_HintInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bill_To_Company_HintInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bill_to_company_hint(inputs)
	return en_bill_to_company_hint(inputs)
});