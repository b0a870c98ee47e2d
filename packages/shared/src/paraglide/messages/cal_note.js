/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_NoteInputs */

const en_cal_note = /** @type {(inputs: Cal_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Private note (optional)`)
};

const sw_cal_note = /** @type {(inputs: Cal_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kumbukumbu ya siri (si lazima)`)
};

/**
* | output |
* | --- |
* | "Private note (optional)" |
*
* @param {Cal_NoteInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_note = /** @type {((inputs?: Cal_NoteInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_NoteInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_note(inputs)
	return en_cal_note(inputs)
});