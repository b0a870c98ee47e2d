/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_No_Match_TextInputs */

const en_meetings_no_match_text = /** @type {(inputs: Meetings_No_Match_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try another word, or clear the search to see every room.`)
};

const sw_meetings_no_match_text = /** @type {(inputs: Meetings_No_Match_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jaribu neno lingine, au futa utafutaji ili kuona kila chumba.`)
};

/**
* | output |
* | --- |
* | "Try another word, or clear the search to see every room." |
*
* @param {Meetings_No_Match_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meetings_no_match_text = /** @type {((inputs?: Meetings_No_Match_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_No_Match_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meetings_no_match_text(inputs)
	return en_meetings_no_match_text(inputs)
});