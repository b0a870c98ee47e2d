/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_ConfirmedInputs */

const en_dash_confirmed = /** @type {(inputs: Dash_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmed Bookings`)
};

const sw_dash_confirmed = /** @type {(inputs: Dash_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi Uliothibitishwa`)
};

/**
* | output |
* | --- |
* | "Confirmed Bookings" |
*
* @param {Dash_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_confirmed = /** @type {((inputs?: Dash_ConfirmedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_ConfirmedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_dash_confirmed(inputs)
	return en_dash_confirmed(inputs)
});