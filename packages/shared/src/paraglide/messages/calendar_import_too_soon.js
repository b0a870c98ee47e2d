/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Import_Too_SoonInputs */

const en_calendar_import_too_soon = /** @type {(inputs: Calendar_Import_Too_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This calendar was read less than a minute ago. Try again in a moment.`)
};

const sw_calendar_import_too_soon = /** @type {(inputs: Calendar_Import_Too_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kalenda hii ilisomwa chini ya dakika moja iliyopita. Jaribu tena baada ya muda mfupi.`)
};

/**
* | output |
* | --- |
* | "This calendar was read less than a minute ago. Try again in a moment." |
*
* @param {Calendar_Import_Too_SoonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const calendar_import_too_soon = /** @type {((inputs?: Calendar_Import_Too_SoonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Import_Too_SoonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_calendar_import_too_soon(inputs)
	return en_calendar_import_too_soon(inputs)
});