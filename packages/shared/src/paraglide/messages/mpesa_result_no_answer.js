/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mpesa_Result_No_AnswerInputs */

const en_mpesa_result_no_answer = /** @type {(inputs: Mpesa_Result_No_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your phone did not answer in time. Make sure it is on and unlocked, and try again.`)
};

const sw_mpesa_result_no_answer = /** @type {(inputs: Mpesa_Result_No_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Simu yako haikujibu kwa wakati. Hakikisha imewashwa na haijafungwa, kisha ujaribu tena.`)
};

/**
* | output |
* | --- |
* | "Your phone did not answer in time. Make sure it is on and unlocked, and try again." |
*
* @param {Mpesa_Result_No_AnswerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_result_no_answer = /** @type {((inputs?: Mpesa_Result_No_AnswerInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mpesa_Result_No_AnswerInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mpesa_result_no_answer(inputs)
	return en_mpesa_result_no_answer(inputs)
});