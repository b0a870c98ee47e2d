/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_No_MatchInputs */

const en_meetings_no_match = /** @type {(inputs: Meetings_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No meetings match your search`)
};

const sw_meetings_no_match = /** @type {(inputs: Meetings_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna mikutano inayolingana na utafutaji wako`)
};

/**
* | output |
* | --- |
* | "No meetings match your search" |
*
* @param {Meetings_No_MatchInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meetings_no_match = /** @type {((inputs?: Meetings_No_MatchInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_No_MatchInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meetings_no_match(inputs)
	return en_meetings_no_match(inputs)
});