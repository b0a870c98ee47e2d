/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Manual_QuestionsInputs */

const en_pay_manual_questions = /** @type {(inputs: Pay_Manual_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions about a payment? Send the M-Pesa SMS by WhatsApp to`)
};

const sw_pay_manual_questions = /** @type {(inputs: Pay_Manual_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una swali kuhusu malipo? Tuma SMS ya M-Pesa kwa WhatsApp kwa`)
};

/**
* | output |
* | --- |
* | "Questions about a payment? Send the M-Pesa SMS by WhatsApp to" |
*
* @param {Pay_Manual_QuestionsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_manual_questions = /** @type {((inputs?: Pay_Manual_QuestionsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Manual_QuestionsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_manual_questions(inputs)
	return en_pay_manual_questions(inputs)
});