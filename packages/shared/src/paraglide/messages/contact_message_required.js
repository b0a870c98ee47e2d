/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Message_RequiredInputs */

const en_contact_message_required = /** @type {(inputs: Contact_Message_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please write a message.`)
};

const sw_contact_message_required = /** @type {(inputs: Contact_Message_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafadhali andika ujumbe.`)
};

/**
* | output |
* | --- |
* | "Please write a message." |
*
* @param {Contact_Message_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_message_required = /** @type {((inputs?: Contact_Message_RequiredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Message_RequiredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_message_required(inputs)
	return en_contact_message_required(inputs)
});