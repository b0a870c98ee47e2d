/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_HotInputs */

const en_forum_hot = /** @type {(inputs: Forum_HotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hot`)
};

const sw_forum_hot = /** @type {(inputs: Forum_HotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moto`)
};

/**
* | output |
* | --- |
* | "Hot" |
*
* @param {Forum_HotInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_hot = /** @type {((inputs?: Forum_HotInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_HotInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_hot(inputs)
	return en_forum_hot(inputs)
});