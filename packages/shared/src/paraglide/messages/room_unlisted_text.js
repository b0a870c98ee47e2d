/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Room_Unlisted_TextInputs */

const en_room_unlisted_text = /** @type {(inputs: Room_Unlisted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlisted rooms are reached only by their link or code.`)
};

const sw_room_unlisted_text = /** @type {(inputs: Room_Unlisted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyumba visivyoorodheshwa hufikiwa kwa kiungo au msimbo wake tu.`)
};

/**
* | output |
* | --- |
* | "Unlisted rooms are reached only by their link or code." |
*
* @param {Room_Unlisted_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_unlisted_text = /** @type {((inputs?: Room_Unlisted_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_Unlisted_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_room_unlisted_text(inputs)
	return en_room_unlisted_text(inputs)
});