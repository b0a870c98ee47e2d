/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_No_PastInputs */

const en_dash_no_past = /** @type {(inputs: Dash_No_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No past bookings`)
};

const sw_dash_no_past = /** @type {(inputs: Dash_No_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna uhifadhi uliopita`)
};

/**
* | output |
* | --- |
* | "No past bookings" |
*
* @param {Dash_No_PastInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_no_past = /** @type {((inputs?: Dash_No_PastInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_No_PastInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_dash_no_past(inputs)
	return en_dash_no_past(inputs)
});