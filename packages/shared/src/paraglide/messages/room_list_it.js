/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Room_List_ItInputs */

const en_room_list_it = /** @type {(inputs: Room_List_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List this room in Browse Rooms`)
};

const sw_room_list_it = /** @type {(inputs: Room_List_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orodhesha chumba hiki kwenye Vinjari Vyumba`)
};

/**
* | output |
* | --- |
* | "List this room in Browse Rooms" |
*
* @param {Room_List_ItInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_list_it = /** @type {((inputs?: Room_List_ItInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_List_ItInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_room_list_it(inputs)
	return en_room_list_it(inputs)
});