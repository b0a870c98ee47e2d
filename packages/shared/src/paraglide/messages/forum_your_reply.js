/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Your_ReplyInputs */

const en_forum_your_reply = /** @type {(inputs: Forum_Your_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your reply`)
};

const sw_forum_your_reply = /** @type {(inputs: Forum_Your_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jibu lako`)
};

/**
* | output |
* | --- |
* | "Your reply" |
*
* @param {Forum_Your_ReplyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_your_reply = /** @type {((inputs?: Forum_Your_ReplyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Your_ReplyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_your_reply(inputs)
	return en_forum_your_reply(inputs)
});