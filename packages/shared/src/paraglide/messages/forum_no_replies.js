/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_No_RepliesInputs */

const en_forum_no_replies = /** @type {(inputs: Forum_No_RepliesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No replies yet`)
};

const sw_forum_no_replies = /** @type {(inputs: Forum_No_RepliesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bado hakuna majibu`)
};

/**
* | output |
* | --- |
* | "No replies yet" |
*
* @param {Forum_No_RepliesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_no_replies = /** @type {((inputs?: Forum_No_RepliesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_No_RepliesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_no_replies(inputs)
	return en_forum_no_replies(inputs)
});