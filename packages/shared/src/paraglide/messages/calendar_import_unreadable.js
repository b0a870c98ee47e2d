/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Import_UnreadableInputs */

const en_calendar_import_unreadable = /** @type {(inputs: Calendar_Import_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This calendar could not be read. Check that the link is the calendar’s public iCal (export) link.`)
};

const sw_calendar_import_unreadable = /** @type {(inputs: Calendar_Import_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kalenda hii haikuweza kusomwa. Hakikisha kiungo ni kiungo cha umma cha iCal (export) cha kalenda.`)
};

/**
* | output |
* | --- |
* | "This calendar could not be read. Check that the link is the calendar’s public iCal (export) link." |
*
* @param {Calendar_Import_UnreadableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const calendar_import_unreadable = /** @type {((inputs?: Calendar_Import_UnreadableInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Import_UnreadableInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_calendar_import_unreadable(inputs)
	return en_calendar_import_unreadable(inputs)
});