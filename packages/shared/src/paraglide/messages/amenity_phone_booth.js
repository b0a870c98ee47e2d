/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Amenity_Phone_BoothInputs */

const en_amenity_phone_booth = /** @type {(inputs: Amenity_Phone_BoothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone Booth`)
};

const sw_amenity_phone_booth = /** @type {(inputs: Amenity_Phone_BoothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kibanda cha Simu`)
};

/**
* | output |
* | --- |
* | "Phone Booth" |
*
* @param {Amenity_Phone_BoothInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_phone_booth = /** @type {((inputs?: Amenity_Phone_BoothInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Amenity_Phone_BoothInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_amenity_phone_booth(inputs)
	return en_amenity_phone_booth(inputs)
});