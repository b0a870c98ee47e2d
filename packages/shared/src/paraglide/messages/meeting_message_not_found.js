/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_Message_Not_FoundInputs */

const en_meeting_message_not_found = /** @type {(inputs: Meeting_Message_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That message is not in this room.`)
};

const sw_meeting_message_not_found = /** @type {(inputs: Meeting_Message_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ujumbe huo haumo kwenye chumba hiki.`)
};

/**
* | output |
* | --- |
* | "That message is not in this room." |
*
* @param {Meeting_Message_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_message_not_found = /** @type {((inputs?: Meeting_Message_Not_FoundInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Message_Not_FoundInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_message_not_found(inputs)
	return en_meeting_message_not_found(inputs)
});