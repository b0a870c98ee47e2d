/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filter_AllInputs */

const en_filter_all = /** @type {(inputs: Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All`)
};

const sw_filter_all = /** @type {(inputs: Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yote`)
};

/**
* | output |
* | --- |
* | "All" |
*
* @param {Filter_AllInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_all = /** @type {((inputs?: Filter_AllInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filter_AllInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_filter_all(inputs)
	return en_filter_all(inputs)
});