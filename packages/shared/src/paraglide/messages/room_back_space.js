/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Room_Back_SpaceInputs */

const en_room_back_space = /** @type {(inputs: Room_Back_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the space`)
};

const sw_room_back_space = /** @type {(inputs: Room_Back_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rudi kwenye eneo`)
};

/**
* | output |
* | --- |
* | "Back to the space" |
*
* @param {Room_Back_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_back_space = /** @type {((inputs?: Room_Back_SpaceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_Back_SpaceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_room_back_space(inputs)
	return en_room_back_space(inputs)
});