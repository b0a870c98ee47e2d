/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_UpcomingInputs */

const en_dash_upcoming = /** @type {(inputs: Dash_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming Bookings`)
};

const sw_dash_upcoming = /** @type {(inputs: Dash_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi Ujao`)
};

/**
* | output |
* | --- |
* | "Upcoming Bookings" |
*
* @param {Dash_UpcomingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_upcoming = /** @type {((inputs?: Dash_UpcomingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_UpcomingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_dash_upcoming(inputs)
	return en_dash_upcoming(inputs)
});