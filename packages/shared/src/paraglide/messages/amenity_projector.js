/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Amenity_ProjectorInputs */

const en_amenity_projector = /** @type {(inputs: Amenity_ProjectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projector`)
};

const sw_amenity_projector = /** @type {(inputs: Amenity_ProjectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projekta`)
};

/**
* | output |
* | --- |
* | "Projector" |
*
* @param {Amenity_ProjectorInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_projector = /** @type {((inputs?: Amenity_ProjectorInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Amenity_ProjectorInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_amenity_projector(inputs)
	return en_amenity_projector(inputs)
});