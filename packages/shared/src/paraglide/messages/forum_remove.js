/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_RemoveInputs */

const en_forum_remove = /** @type {(inputs: Forum_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove topic`)
};

const sw_forum_remove = /** @type {(inputs: Forum_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ondoa mada`)
};

/**
* | output |
* | --- |
* | "Remove topic" |
*
* @param {Forum_RemoveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_remove = /** @type {((inputs?: Forum_RemoveInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_RemoveInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_remove(inputs)
	return en_forum_remove(inputs)
});