/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_Room_Not_FoundInputs */

const en_meeting_room_not_found = /** @type {(inputs: Meeting_Room_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This room does not exist.`)
};

const sw_meeting_room_not_found = /** @type {(inputs: Meeting_Room_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chumba hiki hakipo.`)
};

/**
* | output |
* | --- |
* | "This room does not exist." |
*
* @param {Meeting_Room_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_room_not_found = /** @type {((inputs?: Meeting_Room_Not_FoundInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Room_Not_FoundInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_room_not_found(inputs)
	return en_meeting_room_not_found(inputs)
});