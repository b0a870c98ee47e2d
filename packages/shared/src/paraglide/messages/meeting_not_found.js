/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_Not_FoundInputs */

const en_meeting_not_found = /** @type {(inputs: Meeting_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meeting not found. Please check the meeting ID or code.`)
};

const sw_meeting_not_found = /** @type {(inputs: Meeting_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mkutano haukupatikana. Tafadhali angalia kitambulisho au msimbo wa mkutano.`)
};

/**
* | output |
* | --- |
* | "Meeting not found. Please check the meeting ID or code." |
*
* @param {Meeting_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_not_found = /** @type {((inputs?: Meeting_Not_FoundInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Not_FoundInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_not_found(inputs)
	return en_meeting_not_found(inputs)
});