/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ forum_body_max: NonNullable<unknown> }} Forum_ReplyInputs */

const en_forum_reply = /** @type {(inputs: Forum_ReplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Write 2 to ${i?.forum_body_max} characters.`)
};

const sw_forum_reply = /** @type {(inputs: Forum_ReplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Andika herufi 2 hadi ${i?.forum_body_max}.`)
};

/**
* | output |
* | --- |
* | "Write 2 to {forum_body_max} characters." |
*
* @param {Forum_ReplyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_reply = /** @type {((inputs: Forum_ReplyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_ReplyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_reply(inputs)
	return en_forum_reply(inputs)
});