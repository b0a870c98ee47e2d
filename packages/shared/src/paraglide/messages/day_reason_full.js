/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Day_Reason_FullInputs */

const en_day_reason_full = /** @type {(inputs: Day_Reason_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fully booked`)
};

const sw_day_reason_full = /** @type {(inputs: Day_Reason_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imejaa`)
};

/**
* | output |
* | --- |
* | "Fully booked" |
*
* @param {Day_Reason_FullInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const day_reason_full = /** @type {((inputs?: Day_Reason_FullInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Day_Reason_FullInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_day_reason_full(inputs)
	return en_day_reason_full(inputs)
});