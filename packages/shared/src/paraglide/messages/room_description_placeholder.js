/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Room_Description_PlaceholderInputs */

const en_room_description_placeholder = /** @type {(inputs: Room_Description_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What is this meeting about?`)
};

const sw_room_description_placeholder = /** @type {(inputs: Room_Description_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mkutano huu unahusu nini?`)
};

/**
* | output |
* | --- |
* | "What is this meeting about?" |
*
* @param {Room_Description_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_description_placeholder = /** @type {((inputs?: Room_Description_PlaceholderInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_Description_PlaceholderInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_room_description_placeholder(inputs)
	return en_room_description_placeholder(inputs)
});