/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Import_Not_FoundInputs */

const en_calendar_import_not_found = /** @type {(inputs: Calendar_Import_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendar not found`)
};

const sw_calendar_import_not_found = /** @type {(inputs: Calendar_Import_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kalenda haikupatikana`)
};

/**
* | output |
* | --- |
* | "Calendar not found" |
*
* @param {Calendar_Import_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const calendar_import_not_found = /** @type {((inputs?: Calendar_Import_Not_FoundInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Import_Not_FoundInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_calendar_import_not_found(inputs)
	return en_calendar_import_not_found(inputs)
});