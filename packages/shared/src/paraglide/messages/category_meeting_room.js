/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Meeting_RoomInputs */

const en_category_meeting_room = /** @type {(inputs: Category_Meeting_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meeting Room`)
};

const sw_category_meeting_room = /** @type {(inputs: Category_Meeting_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chumba cha Mikutano`)
};

/**
* | output |
* | --- |
* | "Meeting Room" |
*
* @param {Category_Meeting_RoomInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const category_meeting_room = /** @type {((inputs?: Category_Meeting_RoomInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Meeting_RoomInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_category_meeting_room(inputs)
	return en_category_meeting_room(inputs)
});