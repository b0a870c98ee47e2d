/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Day_Reason_Hours_OverInputs */

const en_day_reason_hours_over = /** @type {(inputs: Day_Reason_Hours_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed for the rest of today`)
};

const sw_day_reason_hours_over = /** @type {(inputs: Day_Reason_Hours_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imefungwa kwa muda uliobaki wa leo`)
};

/**
* | output |
* | --- |
* | "Closed for the rest of today" |
*
* @param {Day_Reason_Hours_OverInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const day_reason_hours_over = /** @type {((inputs?: Day_Reason_Hours_OverInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Day_Reason_Hours_OverInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_day_reason_hours_over(inputs)
	return en_day_reason_hours_over(inputs)
});