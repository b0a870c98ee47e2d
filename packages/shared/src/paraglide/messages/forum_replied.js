/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_RepliedInputs */

const en_forum_replied = /** @type {(inputs: Forum_RepliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your reply is posted.`)
};

const sw_forum_replied = /** @type {(inputs: Forum_RepliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jibu lako limechapishwa.`)
};

/**
* | output |
* | --- |
* | "Your reply is posted." |
*
* @param {Forum_RepliedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_replied = /** @type {((inputs?: Forum_RepliedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_RepliedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_replied(inputs)
	return en_forum_replied(inputs)
});