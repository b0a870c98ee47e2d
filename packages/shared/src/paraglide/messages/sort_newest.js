/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sort_NewestInputs */

const en_sort_newest = /** @type {(inputs: Sort_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newest`)
};

const sw_sort_newest = /** @type {(inputs: Sort_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mapya zaidi`)
};

/**
* | output |
* | --- |
* | "Newest" |
*
* @param {Sort_NewestInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const sort_newest = /** @type {((inputs?: Sort_NewestInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sort_NewestInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_sort_newest(inputs)
	return en_sort_newest(inputs)
});