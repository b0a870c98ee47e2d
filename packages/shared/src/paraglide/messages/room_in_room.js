/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Room_In_RoomInputs */

const en_room_in_room = /** @type {(inputs: Room_In_RoomInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 in the room.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} in the room.`);
	return /** @type {LocalizedString} */ ("room_in_room");
};

const sw_room_in_room = /** @type {(inputs: Room_In_RoomInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 yuko chumbani.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} wako chumbani.`);
	return /** @type {LocalizedString} */ ("room_in_room");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 in the room." |
* | "other" | "{count} in the room." |
*
* @param {Room_In_RoomInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_in_room = /** @type {((inputs: Room_In_RoomInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_In_RoomInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_room_in_room(inputs)
	return en_room_in_room(inputs)
});