/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Amenity_CateringInputs */

const en_amenity_catering = /** @type {(inputs: Amenity_CateringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catering`)
};

const sw_amenity_catering = /** @type {(inputs: Amenity_CateringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huduma ya Chakula`)
};

/**
* | output |
* | --- |
* | "Catering" |
*
* @param {Amenity_CateringInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_catering = /** @type {((inputs?: Amenity_CateringInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Amenity_CateringInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_amenity_catering(inputs)
	return en_amenity_catering(inputs)
});