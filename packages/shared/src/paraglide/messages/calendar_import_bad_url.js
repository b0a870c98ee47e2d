/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Import_Bad_UrlInputs */

const en_calendar_import_bad_url = /** @type {(inputs: Calendar_Import_Bad_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paste the calendar’s iCal link: it starts with https:// (or webcal://).`)
};

const sw_calendar_import_bad_url = /** @type {(inputs: Calendar_Import_Bad_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bandika kiungo cha iCal cha kalenda: kinaanza na https:// (au webcal://).`)
};

/**
* | output |
* | --- |
* | "Paste the calendar’s iCal link: it starts with https:// (or webcal://)." |
*
* @param {Calendar_Import_Bad_UrlInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const calendar_import_bad_url = /** @type {((inputs?: Calendar_Import_Bad_UrlInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Import_Bad_UrlInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_calendar_import_bad_url(inputs)
	return en_calendar_import_bad_url(inputs)
});