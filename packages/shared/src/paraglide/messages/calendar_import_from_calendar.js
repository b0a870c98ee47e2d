/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Import_From_CalendarInputs */

const en_calendar_import_from_calendar = /** @type {(inputs: Calendar_Import_From_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This time comes from one of your other calendars: it changes when that calendar does.`)
};

const sw_calendar_import_from_calendar = /** @type {(inputs: Calendar_Import_From_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muda huu unatoka kwenye mojawapo ya kalenda zako nyingine: unabadilika kalenda hiyo ikibadilika.`)
};

/**
* | output |
* | --- |
* | "This time comes from one of your other calendars: it changes when that calendar does." |
*
* @param {Calendar_Import_From_CalendarInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const calendar_import_from_calendar = /** @type {((inputs?: Calendar_Import_From_CalendarInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Import_From_CalendarInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_calendar_import_from_calendar(inputs)
	return en_calendar_import_from_calendar(inputs)
});