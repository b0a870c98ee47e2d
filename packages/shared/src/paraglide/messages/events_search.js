/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_SearchInputs */

const en_events_search = /** @type {(inputs: Events_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search events`)
};

const sw_events_search = /** @type {(inputs: Events_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafuta matukio`)
};

/**
* | output |
* | --- |
* | "Search events" |
*
* @param {Events_SearchInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const events_search = /** @type {((inputs?: Events_SearchInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_SearchInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_events_search(inputs)
	return en_events_search(inputs)
});