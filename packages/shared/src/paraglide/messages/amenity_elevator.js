/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Amenity_ElevatorInputs */

const en_amenity_elevator = /** @type {(inputs: Amenity_ElevatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elevator`)
};

const sw_amenity_elevator = /** @type {(inputs: Amenity_ElevatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lifti`)
};

/**
* | output |
* | --- |
* | "Elevator" |
*
* @param {Amenity_ElevatorInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_elevator = /** @type {((inputs?: Amenity_ElevatorInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Amenity_ElevatorInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_amenity_elevator(inputs)
	return en_amenity_elevator(inputs)
});