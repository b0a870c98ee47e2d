/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Room_All_MeetingsInputs */

const en_room_all_meetings = /** @type {(inputs: Room_All_MeetingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All meetings`)
};

const sw_room_all_meetings = /** @type {(inputs: Room_All_MeetingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mikutano yote`)
};

/**
* | output |
* | --- |
* | "All meetings" |
*
* @param {Room_All_MeetingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_all_meetings = /** @type {((inputs?: Room_All_MeetingsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_All_MeetingsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_room_all_meetings(inputs)
	return en_room_all_meetings(inputs)
});