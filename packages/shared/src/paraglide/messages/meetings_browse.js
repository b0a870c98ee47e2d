/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_BrowseInputs */

const en_meetings_browse = /** @type {(inputs: Meetings_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse Rooms`)
};

const sw_meetings_browse = /** @type {(inputs: Meetings_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vinjari Vyumba`)
};

/**
* | output |
* | --- |
* | "Browse Rooms" |
*
* @param {Meetings_BrowseInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meetings_browse = /** @type {((inputs?: Meetings_BrowseInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_BrowseInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meetings_browse(inputs)
	return en_meetings_browse(inputs)
});