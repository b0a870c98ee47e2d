/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Cat_ConferenceInputs */

const en_event_cat_conference = /** @type {(inputs: Event_Cat_ConferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conference`)
};

const sw_event_cat_conference = /** @type {(inputs: Event_Cat_ConferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kongamano`)
};

/**
* | output |
* | --- |
* | "Conference" |
*
* @param {Event_Cat_ConferenceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const event_cat_conference = /** @type {((inputs?: Event_Cat_ConferenceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Cat_ConferenceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_event_cat_conference(inputs)
	return en_event_cat_conference(inputs)
});