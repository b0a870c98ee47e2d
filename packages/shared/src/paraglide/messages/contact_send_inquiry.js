/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Send_InquiryInputs */

const en_contact_send_inquiry = /** @type {(inputs: Contact_Send_InquiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Inquiry`)
};

const sw_contact_send_inquiry = /** @type {(inputs: Contact_Send_InquiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuma Ombi`)
};

/**
* | output |
* | --- |
* | "Send Inquiry" |
*
* @param {Contact_Send_InquiryInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_send_inquiry = /** @type {((inputs?: Contact_Send_InquiryInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Send_InquiryInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_send_inquiry(inputs)
	return en_contact_send_inquiry(inputs)
});