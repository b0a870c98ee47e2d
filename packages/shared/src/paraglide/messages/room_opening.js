/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Room_OpeningInputs */

const en_room_opening = /** @type {(inputs: Room_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening the room…`)
};

const sw_room_opening = /** @type {(inputs: Room_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inafungua chumba…`)
};

/**
* | output |
* | --- |
* | "Opening the room…" |
*
* @param {Room_OpeningInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_opening = /** @type {((inputs?: Room_OpeningInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_OpeningInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_room_opening(inputs)
	return en_room_opening(inputs)
});