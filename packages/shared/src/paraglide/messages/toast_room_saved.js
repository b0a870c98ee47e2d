/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Room_SavedInputs */

const en_toast_room_saved = /** @type {(inputs: Toast_Room_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Room settings saved.`)
};

const sw_toast_room_saved = /** @type {(inputs: Toast_Room_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mipangilio ya chumba imehifadhiwa.`)
};

/**
* | output |
* | --- |
* | "Room settings saved." |
*
* @param {Toast_Room_SavedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_room_saved = /** @type {((inputs?: Toast_Room_SavedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Room_SavedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_room_saved(inputs)
	return en_toast_room_saved(inputs)
});