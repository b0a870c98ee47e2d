/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Type_VolunteerInputs */

const en_event_type_volunteer = /** @type {(inputs: Event_Type_VolunteerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteering`)
};

const sw_event_type_volunteer = /** @type {(inputs: Event_Type_VolunteerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kujitolea`)
};

/**
* | output |
* | --- |
* | "Volunteering" |
*
* @param {Event_Type_VolunteerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const event_type_volunteer = /** @type {((inputs?: Event_Type_VolunteerInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Type_VolunteerInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_event_type_volunteer(inputs)
	return en_event_type_volunteer(inputs)
});