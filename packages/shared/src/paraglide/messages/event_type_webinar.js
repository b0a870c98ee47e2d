/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Type_WebinarInputs */

const en_event_type_webinar = /** @type {(inputs: Event_Type_WebinarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webinar`)
};

const sw_event_type_webinar = /** @type {(inputs: Event_Type_WebinarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Semina ya mtandaoni`)
};

/**
* | output |
* | --- |
* | "Webinar" |
*
* @param {Event_Type_WebinarInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const event_type_webinar = /** @type {((inputs?: Event_Type_WebinarInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Type_WebinarInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_event_type_webinar(inputs)
	return en_event_type_webinar(inputs)
});