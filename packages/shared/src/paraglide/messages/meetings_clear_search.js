/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Clear_SearchInputs */

const en_meetings_clear_search = /** @type {(inputs: Meetings_Clear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear search`)
};

const sw_meetings_clear_search = /** @type {(inputs: Meetings_Clear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Futa utafutaji`)
};

/**
* | output |
* | --- |
* | "Clear search" |
*
* @param {Meetings_Clear_SearchInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meetings_clear_search = /** @type {((inputs?: Meetings_Clear_SearchInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Clear_SearchInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meetings_clear_search(inputs)
	return en_meetings_clear_search(inputs)
});