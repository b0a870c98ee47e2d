/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Earnings_None_TextInputs */

const en_earnings_none_text = /** @type {(inputs: Earnings_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid bookings of your spaces show here, with Nafasi's fee and what you are owed.`)
};

const sw_earnings_none_text = /** @type {(inputs: Earnings_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi uliolipiwa wa maeneo yako huonekana hapa, pamoja na ada ya Nafasi na unachodai.`)
};

/**
* | output |
* | --- |
* | "Paid bookings of your spaces show here, with Nafasi's fee and what you are owed." |
*
* @param {Earnings_None_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_none_text = /** @type {((inputs?: Earnings_None_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Earnings_None_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_earnings_none_text(inputs)
	return en_earnings_none_text(inputs)
});