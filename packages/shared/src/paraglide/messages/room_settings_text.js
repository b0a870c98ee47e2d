/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Room_Settings_TextInputs */

const en_room_settings_text = /** @type {(inputs: Room_Settings_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the host can change these.`)
};

const sw_room_settings_text = /** @type {(inputs: Room_Settings_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwenyeji tu ndiye anayeweza kubadilisha haya.`)
};

/**
* | output |
* | --- |
* | "Only the host can change these." |
*
* @param {Room_Settings_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_settings_text = /** @type {((inputs?: Room_Settings_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_Settings_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_room_settings_text(inputs)
	return en_room_settings_text(inputs)
});