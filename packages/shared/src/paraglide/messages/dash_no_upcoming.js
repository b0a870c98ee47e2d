/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_No_UpcomingInputs */

const en_dash_no_upcoming = /** @type {(inputs: Dash_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming bookings`)
};

const sw_dash_no_upcoming = /** @type {(inputs: Dash_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna uhifadhi ujao`)
};

/**
* | output |
* | --- |
* | "No upcoming bookings" |
*
* @param {Dash_No_UpcomingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_no_upcoming = /** @type {((inputs?: Dash_No_UpcomingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_No_UpcomingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_dash_no_upcoming(inputs)
	return en_dash_no_upcoming(inputs)
});