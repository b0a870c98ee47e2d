/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Room_Name_PlaceholderInputs */

const en_room_name_placeholder = /** @type {(inputs: Room_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Weekly product sync`)
};

const sw_room_name_placeholder = /** @type {(inputs: Room_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mf. Mkutano wa kila wiki wa bidhaa`)
};

/**
* | output |
* | --- |
* | "e.g. Weekly product sync" |
*
* @param {Room_Name_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_name_placeholder = /** @type {((inputs?: Room_Name_PlaceholderInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_Name_PlaceholderInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_room_name_placeholder(inputs)
	return en_room_name_placeholder(inputs)
});