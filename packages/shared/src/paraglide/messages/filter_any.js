/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filter_AnyInputs */

const en_filter_any = /** @type {(inputs: Filter_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any`)
};

const sw_filter_any = /** @type {(inputs: Filter_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yoyote`)
};

/**
* | output |
* | --- |
* | "Any" |
*
* @param {Filter_AnyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_any = /** @type {((inputs?: Filter_AnyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filter_AnyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_filter_any(inputs)
	return en_filter_any(inputs)
});