/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_Message_CharactersInputs */

const en_meeting_message_characters = /** @type {(inputs: Meeting_Message_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The message contains characters that are not allowed.`)
};

const sw_meeting_message_characters = /** @type {(inputs: Meeting_Message_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ujumbe una herufi zisizoruhusiwa.`)
};

/**
* | output |
* | --- |
* | "The message contains characters that are not allowed." |
*
* @param {Meeting_Message_CharactersInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_message_characters = /** @type {((inputs?: Meeting_Message_CharactersInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Message_CharactersInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_message_characters(inputs)
	return en_meeting_message_characters(inputs)
});