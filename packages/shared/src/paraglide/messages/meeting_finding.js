/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_FindingInputs */

const en_meeting_finding = /** @type {(inputs: Meeting_FindingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finding the room…`)
};

const sw_meeting_finding = /** @type {(inputs: Meeting_FindingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inatafuta chumba…`)
};

/**
* | output |
* | --- |
* | "Finding the room…" |
*
* @param {Meeting_FindingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_finding = /** @type {((inputs?: Meeting_FindingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_FindingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_finding(inputs)
	return en_meeting_finding(inputs)
});