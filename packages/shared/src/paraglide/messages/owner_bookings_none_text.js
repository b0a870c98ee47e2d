/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Bookings_None_TextInputs */

const en_owner_bookings_none_text = /** @type {(inputs: Owner_Bookings_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When guests book your spaces, they show here.`)
};

const sw_owner_bookings_none_text = /** @type {(inputs: Owner_Bookings_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wageni wakiweka nafasi kwenye maeneo yako, huonekana hapa.`)
};

/**
* | output |
* | --- |
* | "When guests book your spaces, they show here." |
*
* @param {Owner_Bookings_None_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_none_text = /** @type {((inputs?: Owner_Bookings_None_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Bookings_None_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_bookings_none_text(inputs)
	return en_owner_bookings_none_text(inputs)
});