/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_No_UpcomingInputs */

const en_events_no_upcoming = /** @type {(inputs: Events_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming events found.`)
};

const sw_events_no_upcoming = /** @type {(inputs: Events_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna matukio yajayo.`)
};

/**
* | output |
* | --- |
* | "No upcoming events found." |
*
* @param {Events_No_UpcomingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const events_no_upcoming = /** @type {((inputs?: Events_No_UpcomingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_No_UpcomingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_events_no_upcoming(inputs)
	return en_events_no_upcoming(inputs)
});