/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Type_MeetupInputs */

const en_event_type_meetup = /** @type {(inputs: Event_Type_MeetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meetup`)
};

const sw_event_type_meetup = /** @type {(inputs: Event_Type_MeetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mkutano`)
};

/**
* | output |
* | --- |
* | "Meetup" |
*
* @param {Event_Type_MeetupInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const event_type_meetup = /** @type {((inputs?: Event_Type_MeetupInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Type_MeetupInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_event_type_meetup(inputs)
	return en_event_type_meetup(inputs)
});