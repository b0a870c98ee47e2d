/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Window_OrderInputs */

const en_search_window_order = /** @type {(inputs: Search_Window_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`end must be after start`)
};

const sw_search_window_order = /** @type {(inputs: Search_Window_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`end lazima iwe baada ya start`)
};

/**
* | output |
* | --- |
* | "end must be after start" |
*
* @param {Search_Window_OrderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const search_window_order = /** @type {((inputs?: Search_Window_OrderInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Window_OrderInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_search_window_order(inputs)
	return en_search_window_order(inputs)
});