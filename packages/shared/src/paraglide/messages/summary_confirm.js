/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Summary_ConfirmInputs */

const en_summary_confirm = /** @type {(inputs: Summary_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm Booking`)
};

const sw_summary_confirm = /** @type {(inputs: Summary_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thibitisha Uhifadhi`)
};

/**
* | output |
* | --- |
* | "Confirm Booking" |
*
* @param {Summary_ConfirmInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const summary_confirm = /** @type {((inputs?: Summary_ConfirmInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Summary_ConfirmInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_summary_confirm(inputs)
	return en_summary_confirm(inputs)
});