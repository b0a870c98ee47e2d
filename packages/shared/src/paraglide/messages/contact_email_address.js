/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Email_AddressInputs */

const en_contact_email_address = /** @type {(inputs: Contact_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail address`)
};

const sw_contact_email_address = /** @type {(inputs: Contact_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anwani ya barua pepe`)
};

/**
* | output |
* | --- |
* | "E-mail address" |
*
* @param {Contact_Email_AddressInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_email_address = /** @type {((inputs?: Contact_Email_AddressInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Email_AddressInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_email_address(inputs)
	return en_contact_email_address(inputs)
});