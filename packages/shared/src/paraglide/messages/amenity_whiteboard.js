/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Amenity_WhiteboardInputs */

const en_amenity_whiteboard = /** @type {(inputs: Amenity_WhiteboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Whiteboard`)
};

const sw_amenity_whiteboard = /** @type {(inputs: Amenity_WhiteboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubao Mweupe`)
};

/**
* | output |
* | --- |
* | "Whiteboard" |
*
* @param {Amenity_WhiteboardInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_whiteboard = /** @type {((inputs?: Amenity_WhiteboardInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Amenity_WhiteboardInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_amenity_whiteboard(inputs)
	return en_amenity_whiteboard(inputs)
});