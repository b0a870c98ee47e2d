/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Reply_Not_FoundInputs */

const en_forum_reply_not_found = /** @type {(inputs: Forum_Reply_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This reply does not exist or was removed.`)
};

const sw_forum_reply_not_found = /** @type {(inputs: Forum_Reply_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jibu hili halipo au limeondolewa.`)
};

/**
* | output |
* | --- |
* | "This reply does not exist or was removed." |
*
* @param {Forum_Reply_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_reply_not_found = /** @type {((inputs?: Forum_Reply_Not_FoundInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Reply_Not_FoundInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_reply_not_found(inputs)
	return en_forum_reply_not_found(inputs)
});