/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max_calendar_imports: NonNullable<unknown> }} Calendar_Import_Too_ManyInputs */

const en_calendar_import_too_many = /** @type {(inputs: Calendar_Import_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A space syncs at most ${i?.max_calendar_imports} other calendars.`)
};

const sw_calendar_import_too_many = /** @type {(inputs: Calendar_Import_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eneo linasawazisha kalenda nyingine ${i?.max_calendar_imports} tu zaidi.`)
};

/**
* | output |
* | --- |
* | "A space syncs at most {max_calendar_imports} other calendars." |
*
* @param {Calendar_Import_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const calendar_import_too_many = /** @type {((inputs: Calendar_Import_Too_ManyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Import_Too_ManyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_calendar_import_too_many(inputs)
	return en_calendar_import_too_many(inputs)
});