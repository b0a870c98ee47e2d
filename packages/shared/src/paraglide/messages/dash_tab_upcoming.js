/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dash_Tab_UpcomingInputs */

const en_dash_tab_upcoming = /** @type {(inputs: Dash_Tab_UpcomingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Upcoming Bookings (${i?.count})`)
};

const sw_dash_tab_upcoming = /** @type {(inputs: Dash_Tab_UpcomingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uhifadhi Ujao (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Upcoming Bookings ({count})" |
*
* @param {Dash_Tab_UpcomingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_tab_upcoming = /** @type {((inputs: Dash_Tab_UpcomingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Tab_UpcomingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_dash_tab_upcoming(inputs)
	return en_dash_tab_upcoming(inputs)
});