/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dash_Tab_PastInputs */

const en_dash_tab_past = /** @type {(inputs: Dash_Tab_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Past Bookings (${i?.count})`)
};

const sw_dash_tab_past = /** @type {(inputs: Dash_Tab_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uhifadhi Uliopita (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Past Bookings ({count})" |
*
* @param {Dash_Tab_PastInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_tab_past = /** @type {((inputs: Dash_Tab_PastInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Tab_PastInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_dash_tab_past(inputs)
	return en_dash_tab_past(inputs)
});