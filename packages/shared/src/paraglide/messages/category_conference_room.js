/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Conference_RoomInputs */

const en_category_conference_room = /** @type {(inputs: Category_Conference_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conference Room`)
};

const sw_category_conference_room = /** @type {(inputs: Category_Conference_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chumba cha Mikutano Mikubwa`)
};

/**
* | output |
* | --- |
* | "Conference Room" |
*
* @param {Category_Conference_RoomInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const category_conference_room = /** @type {((inputs?: Category_Conference_RoomInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Conference_RoomInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_category_conference_room(inputs)
	return en_category_conference_room(inputs)
});