/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Type_WorkshopInputs */

const en_event_type_workshop = /** @type {(inputs: Event_Type_WorkshopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workshop`)
};

const sw_event_type_workshop = /** @type {(inputs: Event_Type_WorkshopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warsha`)
};

/**
* | output |
* | --- |
* | "Workshop" |
*
* @param {Event_Type_WorkshopInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const event_type_workshop = /** @type {((inputs?: Event_Type_WorkshopInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Type_WorkshopInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_event_type_workshop(inputs)
	return en_event_type_workshop(inputs)
});