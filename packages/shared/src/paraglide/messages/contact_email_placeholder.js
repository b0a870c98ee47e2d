/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Email_PlaceholderInputs */

const en_contact_email_placeholder = /** @type {(inputs: Contact_Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you@example.co.ke`)
};

const sw_contact_email_placeholder = /** @type {(inputs: Contact_Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`wewe@mfano.co.ke`)
};

/**
* | output |
* | --- |
* | "you@example.co.ke" |
*
* @param {Contact_Email_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_email_placeholder = /** @type {((inputs?: Contact_Email_PlaceholderInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Email_PlaceholderInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_email_placeholder(inputs)
	return en_contact_email_placeholder(inputs)
});