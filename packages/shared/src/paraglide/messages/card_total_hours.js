/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_Total_HoursInputs */

const en_card_total_hours = /** @type {(inputs: Card_Total_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total hours`)
};

const sw_card_total_hours = /** @type {(inputs: Card_Total_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumla ya saa`)
};

/**
* | output |
* | --- |
* | "Total hours" |
*
* @param {Card_Total_HoursInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_total_hours = /** @type {((inputs?: Card_Total_HoursInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Total_HoursInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_total_hours(inputs)
	return en_card_total_hours(inputs)
});