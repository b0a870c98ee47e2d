/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_QuestionsInputs */

const en_how_questions = /** @type {(inputs: How_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions`)
};

const sw_how_questions = /** @type {(inputs: How_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maswali`)
};

/**
* | output |
* | --- |
* | "Questions" |
*
* @param {How_QuestionsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const how_questions = /** @type {((inputs?: How_QuestionsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_QuestionsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_how_questions(inputs)
	return en_how_questions(inputs)
});