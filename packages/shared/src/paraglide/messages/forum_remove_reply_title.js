/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Remove_Reply_TitleInputs */

const en_forum_remove_reply_title = /** @type {(inputs: Forum_Remove_Reply_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove this reply?`)
};

const sw_forum_remove_reply_title = /** @type {(inputs: Forum_Remove_Reply_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ondoa jibu hili?`)
};

/**
* | output |
* | --- |
* | "Remove this reply?" |
*
* @param {Forum_Remove_Reply_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_remove_reply_title = /** @type {((inputs?: Forum_Remove_Reply_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Remove_Reply_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_remove_reply_title(inputs)
	return en_forum_remove_reply_title(inputs)
});