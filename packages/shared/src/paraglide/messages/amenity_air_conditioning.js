/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Amenity_Air_ConditioningInputs */

const en_amenity_air_conditioning = /** @type {(inputs: Amenity_Air_ConditioningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Air Conditioning`)
};

const sw_amenity_air_conditioning = /** @type {(inputs: Amenity_Air_ConditioningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiyoyozi`)
};

/**
* | output |
* | --- |
* | "Air Conditioning" |
*
* @param {Amenity_Air_ConditioningInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_air_conditioning = /** @type {((inputs?: Amenity_Air_ConditioningInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Amenity_Air_ConditioningInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_amenity_air_conditioning(inputs)
	return en_amenity_air_conditioning(inputs)
});