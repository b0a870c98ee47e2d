/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Events_UpcomingInputs */

const en_events_upcoming = /** @type {(inputs: Events_UpcomingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Upcoming (${i?.count})`)
};

const sw_events_upcoming = /** @type {(inputs: Events_UpcomingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Yajayo (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Upcoming ({count})" |
*
* @param {Events_UpcomingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const events_upcoming = /** @type {((inputs: Events_UpcomingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_UpcomingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_events_upcoming(inputs)
	return en_events_upcoming(inputs)
});