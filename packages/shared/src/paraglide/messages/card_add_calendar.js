/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_Add_CalendarInputs */

const en_card_add_calendar = /** @type {(inputs: Card_Add_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to calendar`)
};

const sw_card_add_calendar = /** @type {(inputs: Card_Add_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ongeza kwenye kalenda`)
};

/**
* | output |
* | --- |
* | "Add to calendar" |
*
* @param {Card_Add_CalendarInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_add_calendar = /** @type {((inputs?: Card_Add_CalendarInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Add_CalendarInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_add_calendar(inputs)
	return en_card_add_calendar(inputs)
});