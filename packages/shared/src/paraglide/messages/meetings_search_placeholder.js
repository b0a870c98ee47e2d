/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Search_PlaceholderInputs */

const en_meetings_search_placeholder = /** @type {(inputs: Meetings_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search by name, description or host`)
};

const sw_meetings_search_placeholder = /** @type {(inputs: Meetings_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafuta kwa jina, maelezo au mwenyeji`)
};

/**
* | output |
* | --- |
* | "Search by name, description or host" |
*
* @param {Meetings_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meetings_search_placeholder = /** @type {((inputs?: Meetings_Search_PlaceholderInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Search_PlaceholderInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meetings_search_placeholder(inputs)
	return en_meetings_search_placeholder(inputs)
});