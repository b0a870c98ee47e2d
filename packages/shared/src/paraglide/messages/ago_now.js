/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ago_NowInputs */

const en_ago_now = /** @type {(inputs: Ago_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`just now`)
};

const sw_ago_now = /** @type {(inputs: Ago_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sasa hivi`)
};

/**
* | output |
* | --- |
* | "just now" |
*
* @param {Ago_NowInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ago_now = /** @type {((inputs?: Ago_NowInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ago_NowInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_ago_now(inputs)
	return en_ago_now(inputs)
});