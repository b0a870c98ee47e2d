/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_LatitudeInputs */

const en_form_latitude = /** @type {(inputs: Form_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitude (optional)`)
};

const sw_form_latitude = /** @type {(inputs: Form_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitudo (si lazima)`)
};

/**
* | output |
* | --- |
* | "Latitude (optional)" |
*
* @param {Form_LatitudeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_latitude = /** @type {((inputs?: Form_LatitudeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_LatitudeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_form_latitude(inputs)
	return en_form_latitude(inputs)
});