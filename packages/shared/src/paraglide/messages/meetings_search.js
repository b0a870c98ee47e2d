/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_SearchInputs */

const en_meetings_search = /** @type {(inputs: Meetings_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search meetings`)
};

const sw_meetings_search = /** @type {(inputs: Meetings_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafuta mikutano`)
};

/**
* | output |
* | --- |
* | "Search meetings" |
*
* @param {Meetings_SearchInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meetings_search = /** @type {((inputs?: Meetings_SearchInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_SearchInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meetings_search(inputs)
	return en_meetings_search(inputs)
});