/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Event_HallInputs */

const en_category_event_hall = /** @type {(inputs: Category_Event_HallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event Hall`)
};

const sw_category_event_hall = /** @type {(inputs: Category_Event_HallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ukumbi wa Matukio`)
};

/**
* | output |
* | --- |
* | "Event Hall" |
*
* @param {Category_Event_HallInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const category_event_hall = /** @type {((inputs?: Category_Event_HallInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Event_HallInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_category_event_hall(inputs)
	return en_category_event_hall(inputs)
});