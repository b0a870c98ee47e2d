/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filter_Price_ReversedInputs */

const en_filter_price_reversed = /** @type {(inputs: Filter_Price_ReversedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The maximum price must not be less than the minimum.`)
};

const sw_filter_price_reversed = /** @type {(inputs: Filter_Price_ReversedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei ya juu isiwe chini ya bei ya chini.`)
};

/**
* | output |
* | --- |
* | "The maximum price must not be less than the minimum." |
*
* @param {Filter_Price_ReversedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_price_reversed = /** @type {((inputs?: Filter_Price_ReversedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filter_Price_ReversedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_filter_price_reversed(inputs)
	return en_filter_price_reversed(inputs)
});