/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Forum_Remove_Reply_TextInputs */

const en_forum_remove_reply_text = /** @type {(inputs: Forum_Remove_Reply_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The reply by ${i?.name} is deleted for everyone. This cannot be undone.`)
};

const sw_forum_remove_reply_text = /** @type {(inputs: Forum_Remove_Reply_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jibu la ${i?.name} litafutwa kwa kila mtu. Hili haliwezi kutenduliwa.`)
};

/**
* | output |
* | --- |
* | "The reply by {name} is deleted for everyone. This cannot be undone." |
*
* @param {Forum_Remove_Reply_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_remove_reply_text = /** @type {((inputs: Forum_Remove_Reply_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Remove_Reply_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_remove_reply_text(inputs)
	return en_forum_remove_reply_text(inputs)
});