/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Summary_TimeInputs */

const en_summary_time = /** @type {(inputs: Summary_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time`)
};

const sw_summary_time = /** @type {(inputs: Summary_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muda`)
};

/**
* | output |
* | --- |
* | "Time" |
*
* @param {Summary_TimeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const summary_time = /** @type {((inputs?: Summary_TimeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Summary_TimeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_summary_time(inputs)
	return en_summary_time(inputs)
});