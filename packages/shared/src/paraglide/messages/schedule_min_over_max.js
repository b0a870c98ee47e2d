/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Schedule_Min_Over_MaxInputs */

const en_schedule_min_over_max = /** @type {(inputs: Schedule_Min_Over_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shortest booking must not be longer than the longest.`)
};

const sw_schedule_min_over_max = /** @type {(inputs: Schedule_Min_Over_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi mfupi zaidi usiwe mrefu kuliko ule mrefu zaidi.`)
};

/**
* | output |
* | --- |
* | "The shortest booking must not be longer than the longest." |
*
* @param {Schedule_Min_Over_MaxInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const schedule_min_over_max = /** @type {((inputs?: Schedule_Min_Over_MaxInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_Min_Over_MaxInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_schedule_min_over_max(inputs)
	return en_schedule_min_over_max(inputs)
});