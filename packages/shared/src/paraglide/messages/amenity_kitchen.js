/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Amenity_KitchenInputs */

const en_amenity_kitchen = /** @type {(inputs: Amenity_KitchenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kitchen`)
};

const sw_amenity_kitchen = /** @type {(inputs: Amenity_KitchenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jiko`)
};

/**
* | output |
* | --- |
* | "Kitchen" |
*
* @param {Amenity_KitchenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_kitchen = /** @type {((inputs?: Amenity_KitchenInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Amenity_KitchenInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_amenity_kitchen(inputs)
	return en_amenity_kitchen(inputs)
});