/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_MeetingsInputs */

const en_archive_section_meetings = /** @type {(inputs: Archive_Section_MeetingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meetings you hosted or joined`)
};

const sw_archive_section_meetings = /** @type {(inputs: Archive_Section_MeetingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mikutano uliyoandaa au kujiunga`)
};

/**
* | output |
* | --- |
* | "Meetings you hosted or joined" |
*
* @param {Archive_Section_MeetingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_meetings = /** @type {((inputs?: Archive_Section_MeetingsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_MeetingsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_meetings(inputs)
	return en_archive_section_meetings(inputs)
});