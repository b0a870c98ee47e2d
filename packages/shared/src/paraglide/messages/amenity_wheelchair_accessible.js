/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Amenity_Wheelchair_AccessibleInputs */

const en_amenity_wheelchair_accessible = /** @type {(inputs: Amenity_Wheelchair_AccessibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wheelchair Accessible`)
};

const sw_amenity_wheelchair_accessible = /** @type {(inputs: Amenity_Wheelchair_AccessibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inafikika kwa Kiti cha Magurudumu`)
};

/**
* | output |
* | --- |
* | "Wheelchair Accessible" |
*
* @param {Amenity_Wheelchair_AccessibleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_wheelchair_accessible = /** @type {((inputs?: Amenity_Wheelchair_AccessibleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Amenity_Wheelchair_AccessibleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_amenity_wheelchair_accessible(inputs)
	return en_amenity_wheelchair_accessible(inputs)
});