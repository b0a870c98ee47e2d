/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_Message_RequiredInputs */

const en_meeting_message_required = /** @type {(inputs: Meeting_Message_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type a message first.`)
};

const sw_meeting_message_required = /** @type {(inputs: Meeting_Message_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andika ujumbe kwanza.`)
};

/**
* | output |
* | --- |
* | "Type a message first." |
*
* @param {Meeting_Message_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_message_required = /** @type {((inputs?: Meeting_Message_RequiredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Message_RequiredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_message_required(inputs)
	return en_meeting_message_required(inputs)
});