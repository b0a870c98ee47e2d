/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filter_When_LegendInputs */

const en_filter_when_legend = /** @type {(inputs: Filter_When_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When and how many`)
};

const sw_filter_when_legend = /** @type {(inputs: Filter_When_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lini na watu wangapi`)
};

/**
* | output |
* | --- |
* | "When and how many" |
*
* @param {Filter_When_LegendInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_when_legend = /** @type {((inputs?: Filter_When_LegendInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filter_When_LegendInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_filter_when_legend(inputs)
	return en_filter_when_legend(inputs)
});