/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Amenity_Natural_LightInputs */

const en_amenity_natural_light = /** @type {(inputs: Amenity_Natural_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Natural Light`)
};

const sw_amenity_natural_light = /** @type {(inputs: Amenity_Natural_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwanga wa Asili`)
};

/**
* | output |
* | --- |
* | "Natural Light" |
*
* @param {Amenity_Natural_LightInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_natural_light = /** @type {((inputs?: Amenity_Natural_LightInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Amenity_Natural_LightInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_amenity_natural_light(inputs)
	return en_amenity_natural_light(inputs)
});