/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_PostingInputs */

const en_forum_posting = /** @type {(inputs: Forum_PostingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posting…`)
};

const sw_forum_posting = /** @type {(inputs: Forum_PostingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inachapisha…`)
};

/**
* | output |
* | --- |
* | "Posting…" |
*
* @param {Forum_PostingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_posting = /** @type {((inputs?: Forum_PostingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_PostingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_posting(inputs)
	return en_forum_posting(inputs)
});