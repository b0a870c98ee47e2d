/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Amenity_StorageInputs */

const en_amenity_storage = /** @type {(inputs: Amenity_StorageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Storage`)
};

const sw_amenity_storage = /** @type {(inputs: Amenity_StorageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hifadhi ya Vitu`)
};

/**
* | output |
* | --- |
* | "Storage" |
*
* @param {Amenity_StorageInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_storage = /** @type {((inputs?: Amenity_StorageInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Amenity_StorageInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_amenity_storage(inputs)
	return en_amenity_storage(inputs)
});