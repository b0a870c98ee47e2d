/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_StartInputs */

const en_forum_start = /** @type {(inputs: Forum_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start New Topic`)
};

const sw_forum_start = /** @type {(inputs: Forum_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anzisha Mada Mpya`)
};

/**
* | output |
* | --- |
* | "Start New Topic" |
*
* @param {Forum_StartInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_start = /** @type {((inputs?: Forum_StartInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_StartInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_start(inputs)
	return en_forum_start(inputs)
});