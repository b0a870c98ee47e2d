/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Host_Sign_InInputs */

const en_contact_host_sign_in = /** @type {(inputs: Contact_Host_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to message the host.`)
};

const sw_contact_host_sign_in = /** @type {(inputs: Contact_Host_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingia ili kumwandikia mwenyeji.`)
};

/**
* | output |
* | --- |
* | "Sign in to message the host." |
*
* @param {Contact_Host_Sign_InInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_host_sign_in = /** @type {((inputs?: Contact_Host_Sign_InInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Host_Sign_InInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_host_sign_in(inputs)
	return en_contact_host_sign_in(inputs)
});