/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Room_Description_OptionalInputs */

const en_room_description_optional = /** @type {(inputs: Room_Description_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description (optional)`)
};

const sw_room_description_optional = /** @type {(inputs: Room_Description_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maelezo (si lazima)`)
};

/**
* | output |
* | --- |
* | "Description (optional)" |
*
* @param {Room_Description_OptionalInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_description_optional = /** @type {((inputs?: Room_Description_OptionalInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_Description_OptionalInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_room_description_optional(inputs)
	return en_room_description_optional(inputs)
});