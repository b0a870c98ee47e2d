/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_No_PastInputs */

const en_events_no_past = /** @type {(inputs: Events_No_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No past events found.`)
};

const sw_events_no_past = /** @type {(inputs: Events_No_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna matukio yaliyopita.`)
};

/**
* | output |
* | --- |
* | "No past events found." |
*
* @param {Events_No_PastInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const events_no_past = /** @type {((inputs?: Events_No_PastInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_No_PastInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_events_no_past(inputs)
	return en_events_no_past(inputs)
});