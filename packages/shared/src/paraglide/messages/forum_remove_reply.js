/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Forum_Remove_ReplyInputs */

const en_forum_remove_reply = /** @type {(inputs: Forum_Remove_ReplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove the reply by ${i?.name}`)
};

const sw_forum_remove_reply = /** @type {(inputs: Forum_Remove_ReplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ondoa jibu la ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Remove the reply by {name}" |
*
* @param {Forum_Remove_ReplyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_remove_reply = /** @type {((inputs: Forum_Remove_ReplyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Remove_ReplyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_remove_reply(inputs)
	return en_forum_remove_reply(inputs)
});