/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filter_ClearInputs */

const en_filter_clear = /** @type {(inputs: Filter_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear Filters`)
};

const sw_filter_clear = /** @type {(inputs: Filter_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Futa Vichujio`)
};

/**
* | output |
* | --- |
* | "Clear Filters" |
*
* @param {Filter_ClearInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_clear = /** @type {((inputs?: Filter_ClearInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filter_ClearInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_filter_clear(inputs)
	return en_filter_clear(inputs)
});