/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Limited_RepliesInputs */

const en_limited_replies = /** @type {(inputs: Limited_RepliesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`replies`)
};

const sw_limited_replies = /** @type {(inputs: Limited_RepliesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`majibu`)
};

/**
* | output |
* | --- |
* | "replies" |
*
* @param {Limited_RepliesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_replies = /** @type {((inputs?: Limited_RepliesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Limited_RepliesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_limited_replies(inputs)
	return en_limited_replies(inputs)
});