/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Amenity_ParkingInputs */

const en_amenity_parking = /** @type {(inputs: Amenity_ParkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parking`)
};

const sw_amenity_parking = /** @type {(inputs: Amenity_ParkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maegesho`)
};

/**
* | output |
* | --- |
* | "Parking" |
*
* @param {Amenity_ParkingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_parking = /** @type {((inputs?: Amenity_ParkingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Amenity_ParkingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_amenity_parking(inputs)
	return en_amenity_parking(inputs)
});