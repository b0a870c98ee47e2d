/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max_chat_length: NonNullable<unknown> }} Meeting_Message_Too_LongInputs */

const en_meeting_message_too_long = /** @type {(inputs: Meeting_Message_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Messages can be at most ${i?.max_chat_length} characters.`)
};

const sw_meeting_message_too_long = /** @type {(inputs: Meeting_Message_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ujumbe usizidi herufi ${i?.max_chat_length}.`)
};

/**
* | output |
* | --- |
* | "Messages can be at most {max_chat_length} characters." |
*
* @param {Meeting_Message_Too_LongInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_message_too_long = /** @type {((inputs: Meeting_Message_Too_LongInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Message_Too_LongInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_message_too_long(inputs)
	return en_meeting_message_too_long(inputs)
});