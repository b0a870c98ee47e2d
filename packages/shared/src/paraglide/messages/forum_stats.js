/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_StatsInputs */

const en_forum_stats = /** @type {(inputs: Forum_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community stats`)
};

const sw_forum_stats = /** @type {(inputs: Forum_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Takwimu za jumuiya`)
};

/**
* | output |
* | --- |
* | "Community stats" |
*
* @param {Forum_StatsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_stats = /** @type {((inputs?: Forum_StatsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_StatsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_stats(inputs)
	return en_forum_stats(inputs)
});