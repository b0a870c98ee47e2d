/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Room_EndInputs */

const en_room_end = /** @type {(inputs: Room_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End meeting`)
};

const sw_room_end = /** @type {(inputs: Room_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maliza mkutano`)
};

/**
* | output |
* | --- |
* | "End meeting" |
*
* @param {Room_EndInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_end = /** @type {((inputs?: Room_EndInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_EndInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_room_end(inputs)
	return en_room_end(inputs)
});