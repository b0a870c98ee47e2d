/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Companies_TextInputs */

const en_companies_text = /** @type {(inputs: Companies_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book on your company's account: its invoices name the company and its KRA PIN, its admins see every booking and a monthly statement, and several invoices can be paid by one bank transfer.`)
};

const sw_companies_text = /** @type {(inputs: Companies_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hifadhi kwa akaunti ya kampuni yako: ankara zake zinataja kampuni na PIN yake ya KRA, wasimamizi wake wanaona kila uhifadhi na taarifa ya kila mwezi, na ankara kadhaa zinaweza kulipwa kwa uhamisho mmoja wa benki.`)
};

/**
* | output |
* | --- |
* | "Book on your company's account: its invoices name the company and its KRA PIN, its admins see every booking and a monthly statement, and several invoices can..." |
*
* @param {Companies_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const companies_text = /** @type {((inputs?: Companies_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Companies_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_companies_text(inputs)
	return en_companies_text(inputs)
});