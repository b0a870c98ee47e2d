/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Summary_Time_TakenInputs */

const en_summary_time_taken = /** @type {(inputs: Summary_Time_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That time is not available. Choose another.`)
};

const sw_summary_time_taken = /** @type {(inputs: Summary_Time_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muda huo haupatikani. Chagua mwingine.`)
};

/**
* | output |
* | --- |
* | "That time is not available. Choose another." |
*
* @param {Summary_Time_TakenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const summary_time_taken = /** @type {((inputs?: Summary_Time_TakenInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Summary_Time_TakenInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_summary_time_taken(inputs)
	return en_summary_time_taken(inputs)
});