/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Window_IncompleteInputs */

const en_search_window_incomplete = /** @type {(inputs: Search_Window_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give date, start and end together to find spaces free at a time.`)
};

const sw_search_window_incomplete = /** @type {(inputs: Search_Window_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka tarehe, muda wa kuanza na wa kumaliza pamoja ili kupata maeneo yaliyo wazi kwa muda huo.`)
};

/**
* | output |
* | --- |
* | "Give date, start and end together to find spaces free at a time." |
*
* @param {Search_Window_IncompleteInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const search_window_incomplete = /** @type {((inputs?: Search_Window_IncompleteInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Window_IncompleteInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_search_window_incomplete(inputs)
	return en_search_window_incomplete(inputs)
});