/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Room_SettingsInputs */

const en_room_settings = /** @type {(inputs: Room_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Room Settings`)
};

const sw_room_settings = /** @type {(inputs: Room_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mipangilio ya Chumba`)
};

/**
* | output |
* | --- |
* | "Room Settings" |
*
* @param {Room_SettingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_settings = /** @type {((inputs?: Room_SettingsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_SettingsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_room_settings(inputs)
	return en_room_settings(inputs)
});