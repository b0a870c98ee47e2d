/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filter_ToInputs */

const en_filter_to = /** @type {(inputs: Filter_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

const sw_filter_to = /** @type {(inputs: Filter_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hadi`)
};

/**
* | output |
* | --- |
* | "To" |
*
* @param {Filter_ToInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_to = /** @type {((inputs?: Filter_ToInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filter_ToInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_filter_to(inputs)
	return en_filter_to(inputs)
});