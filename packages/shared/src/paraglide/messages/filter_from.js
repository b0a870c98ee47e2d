/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filter_FromInputs */

const en_filter_from = /** @type {(inputs: Filter_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

const sw_filter_from = /** @type {(inputs: Filter_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuanzia`)
};

/**
* | output |
* | --- |
* | "From" |
*
* @param {Filter_FromInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_from = /** @type {((inputs?: Filter_FromInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filter_FromInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_filter_from(inputs)
	return en_filter_from(inputs)
});