/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_GuidelinesInputs */

const en_forum_guidelines = /** @type {(inputs: Forum_GuidelinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community guidelines`)
};

const sw_forum_guidelines = /** @type {(inputs: Forum_GuidelinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miongozo ya jumuiya`)
};

/**
* | output |
* | --- |
* | "Community guidelines" |
*
* @param {Forum_GuidelinesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_guidelines = /** @type {((inputs?: Forum_GuidelinesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_GuidelinesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_guidelines(inputs)
	return en_forum_guidelines(inputs)
});