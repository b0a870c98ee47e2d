/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Host_MessageInputs */

const en_contact_host_message = /** @type {(inputs: Contact_Host_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your message`)
};

const sw_contact_host_message = /** @type {(inputs: Contact_Host_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ujumbe wako`)
};

/**
* | output |
* | --- |
* | "Your message" |
*
* @param {Contact_Host_MessageInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_host_message = /** @type {((inputs?: Contact_Host_MessageInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Host_MessageInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_host_message(inputs)
	return en_contact_host_message(inputs)
});