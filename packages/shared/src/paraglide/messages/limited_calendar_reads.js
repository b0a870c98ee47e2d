/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Limited_Calendar_ReadsInputs */

const en_limited_calendar_reads = /** @type {(inputs: Limited_Calendar_ReadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`calendar reads`)
};

const sw_limited_calendar_reads = /** @type {(inputs: Limited_Calendar_ReadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`usomaji wa kalenda`)
};

/**
* | output |
* | --- |
* | "calendar reads" |
*
* @param {Limited_Calendar_ReadsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_calendar_reads = /** @type {((inputs?: Limited_Calendar_ReadsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Limited_Calendar_ReadsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_limited_calendar_reads(inputs)
	return en_limited_calendar_reads(inputs)
});