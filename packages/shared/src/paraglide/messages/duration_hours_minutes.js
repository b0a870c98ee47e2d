/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown>, minutes: NonNullable<unknown> }} Duration_Hours_MinutesInputs */

const en_duration_hours_minutes = /** @type {(inputs: Duration_Hours_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h ${i?.minutes} min`)
};

const sw_duration_hours_minutes = /** @type {(inputs: Duration_Hours_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`saa ${i?.hours} na dakika ${i?.minutes}`)
};

/**
* | output |
* | --- |
* | "{hours} h {minutes} min" |
*
* @param {Duration_Hours_MinutesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const duration_hours_minutes = /** @type {((inputs: Duration_Hours_MinutesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Duration_Hours_MinutesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_duration_hours_minutes(inputs)
	return en_duration_hours_minutes(inputs)
});