/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Post_ReplyInputs */

const en_forum_post_reply = /** @type {(inputs: Forum_Post_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post reply`)
};

const sw_forum_post_reply = /** @type {(inputs: Forum_Post_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chapisha jibu`)
};

/**
* | output |
* | --- |
* | "Post reply" |
*
* @param {Forum_Post_ReplyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_post_reply = /** @type {((inputs?: Forum_Post_ReplyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Post_ReplyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_post_reply(inputs)
	return en_forum_post_reply(inputs)
});