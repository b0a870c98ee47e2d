/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_AllInputs */

const en_forum_all = /** @type {(inputs: Forum_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All topics`)
};

const sw_forum_all = /** @type {(inputs: Forum_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mada zote`)
};

/**
* | output |
* | --- |
* | "All topics" |
*
* @param {Forum_AllInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_all = /** @type {((inputs?: Forum_AllInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_AllInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_all(inputs)
	return en_forum_all(inputs)
});