/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Amenity_ReceptionInputs */

const en_amenity_reception = /** @type {(inputs: Amenity_ReceptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reception`)
};

const sw_amenity_reception = /** @type {(inputs: Amenity_ReceptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mapokezi`)
};

/**
* | output |
* | --- |
* | "Reception" |
*
* @param {Amenity_ReceptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_reception = /** @type {((inputs?: Amenity_ReceptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Amenity_ReceptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_amenity_reception(inputs)
	return en_amenity_reception(inputs)
});