/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ago_YesterdayInputs */

const en_ago_yesterday = /** @type {(inputs: Ago_YesterdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yesterday`)
};

const sw_ago_yesterday = /** @type {(inputs: Ago_YesterdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`jana`)
};

/**
* | output |
* | --- |
* | "yesterday" |
*
* @param {Ago_YesterdayInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ago_yesterday = /** @type {((inputs?: Ago_YesterdayInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ago_YesterdayInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_ago_yesterday(inputs)
	return en_ago_yesterday(inputs)
});