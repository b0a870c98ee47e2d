/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Schedule_Ranges_OverlapInputs */

const en_schedule_ranges_overlap = /** @type {(inputs: Schedule_Ranges_OverlapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The opening ranges of a day must not overlap.`)
};

const sw_schedule_ranges_overlap = /** @type {(inputs: Schedule_Ranges_OverlapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vipindi vya kufunguliwa vya siku moja visiingiliane.`)
};

/**
* | output |
* | --- |
* | "The opening ranges of a day must not overlap." |
*
* @param {Schedule_Ranges_OverlapInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const schedule_ranges_overlap = /** @type {((inputs?: Schedule_Ranges_OverlapInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_Ranges_OverlapInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_schedule_ranges_overlap(inputs)
	return en_schedule_ranges_overlap(inputs)
});