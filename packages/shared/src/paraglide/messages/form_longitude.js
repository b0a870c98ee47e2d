/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_LongitudeInputs */

const en_form_longitude = /** @type {(inputs: Form_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitude (optional)`)
};

const sw_form_longitude = /** @type {(inputs: Form_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitudo (si lazima)`)
};

/**
* | output |
* | --- |
* | "Longitude (optional)" |
*
* @param {Form_LongitudeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_longitude = /** @type {((inputs?: Form_LongitudeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_LongitudeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_form_longitude(inputs)
	return en_form_longitude(inputs)
});