/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_Room_FullInputs */

const en_meeting_room_full = /** @type {(inputs: Meeting_Room_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Room full`)
};

const sw_meeting_room_full = /** @type {(inputs: Meeting_Room_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chumba kimejaa`)
};

/**
* | output |
* | --- |
* | "Room full" |
*
* @param {Meeting_Room_FullInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_room_full = /** @type {((inputs?: Meeting_Room_FullInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Room_FullInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_room_full(inputs)
	return en_meeting_room_full(inputs)
});