/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Summary_TitleInputs */

const en_summary_title = /** @type {(inputs: Summary_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking Summary`)
};

const sw_summary_title = /** @type {(inputs: Summary_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muhtasari wa Uhifadhi`)
};

/**
* | output |
* | --- |
* | "Booking Summary" |
*
* @param {Summary_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const summary_title = /** @type {((inputs?: Summary_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Summary_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_summary_title(inputs)
	return en_summary_title(inputs)
});