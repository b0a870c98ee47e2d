/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Summary_DurationInputs */

const en_summary_duration = /** @type {(inputs: Summary_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duration`)
};

const sw_summary_duration = /** @type {(inputs: Summary_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muda wote`)
};

/**
* | output |
* | --- |
* | "Duration" |
*
* @param {Summary_DurationInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const summary_duration = /** @type {((inputs?: Summary_DurationInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Summary_DurationInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_summary_duration(inputs)
	return en_summary_duration(inputs)
});