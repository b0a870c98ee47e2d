/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Room_MenuInputs */

const en_room_menu = /** @type {(inputs: Room_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Room settings menu`)
};

const sw_room_menu = /** @type {(inputs: Room_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menyu ya mipangilio ya chumba`)
};

/**
* | output |
* | --- |
* | "Room settings menu" |
*
* @param {Room_MenuInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_menu = /** @type {((inputs?: Room_MenuInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_MenuInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_room_menu(inputs)
	return en_room_menu(inputs)
});