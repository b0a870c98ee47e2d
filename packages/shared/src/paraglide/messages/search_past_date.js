/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Past_DateInputs */

const en_search_past_date = /** @type {(inputs: Search_Past_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`date must be today or later`)
};

const sw_search_past_date = /** @type {(inputs: Search_Past_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`date lazima iwe leo au baadaye`)
};

/**
* | output |
* | --- |
* | "date must be today or later" |
*
* @param {Search_Past_DateInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const search_past_date = /** @type {((inputs?: Search_Past_DateInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Past_DateInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_search_past_date(inputs)
	return en_search_past_date(inputs)
});