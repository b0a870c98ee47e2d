/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_Note_PlaceholderInputs */

const en_cal_note_placeholder = /** @type {(inputs: Cal_Note_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Family wedding`)
};

const sw_cal_note_placeholder = /** @type {(inputs: Cal_Note_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mf. Harusi ya familia`)
};

/**
* | output |
* | --- |
* | "e.g. Family wedding" |
*
* @param {Cal_Note_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_note_placeholder = /** @type {((inputs?: Cal_Note_PlaceholderInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Note_PlaceholderInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_note_placeholder(inputs)
	return en_cal_note_placeholder(inputs)
});