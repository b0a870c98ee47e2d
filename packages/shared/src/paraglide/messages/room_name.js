/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Room_NameInputs */

const en_room_name = /** @type {(inputs: Room_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Room name`)
};

const sw_room_name = /** @type {(inputs: Room_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jina la chumba`)
};

/**
* | output |
* | --- |
* | "Room name" |
*
* @param {Room_NameInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_name = /** @type {((inputs?: Room_NameInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_NameInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_room_name(inputs)
	return en_room_name(inputs)
});