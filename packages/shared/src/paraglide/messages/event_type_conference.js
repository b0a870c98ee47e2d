/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Type_ConferenceInputs */

const en_event_type_conference = /** @type {(inputs: Event_Type_ConferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conference`)
};

const sw_event_type_conference = /** @type {(inputs: Event_Type_ConferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kongamano`)
};

/**
* | output |
* | --- |
* | "Conference" |
*
* @param {Event_Type_ConferenceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const event_type_conference = /** @type {((inputs?: Event_Type_ConferenceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Type_ConferenceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_event_type_conference(inputs)
	return en_event_type_conference(inputs)
});