/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Amenity_Sound_SystemInputs */

const en_amenity_sound_system = /** @type {(inputs: Amenity_Sound_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sound System`)
};

const sw_amenity_sound_system = /** @type {(inputs: Amenity_Sound_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mfumo wa Sauti`)
};

/**
* | output |
* | --- |
* | "Sound System" |
*
* @param {Amenity_Sound_SystemInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_sound_system = /** @type {((inputs?: Amenity_Sound_SystemInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Amenity_Sound_SystemInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_amenity_sound_system(inputs)
	return en_amenity_sound_system(inputs)
});