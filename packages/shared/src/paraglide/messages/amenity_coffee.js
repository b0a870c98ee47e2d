/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Amenity_CoffeeInputs */

const en_amenity_coffee = /** @type {(inputs: Amenity_CoffeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coffee Machine`)
};

const sw_amenity_coffee = /** @type {(inputs: Amenity_CoffeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mashine ya Kahawa`)
};

/**
* | output |
* | --- |
* | "Coffee Machine" |
*
* @param {Amenity_CoffeeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_coffee = /** @type {((inputs?: Amenity_CoffeeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Amenity_CoffeeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_amenity_coffee(inputs)
	return en_amenity_coffee(inputs)
});