/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Host_SendInputs */

const en_contact_host_send = /** @type {(inputs: Contact_Host_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send message`)
};

const sw_contact_host_send = /** @type {(inputs: Contact_Host_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuma ujumbe`)
};

/**
* | output |
* | --- |
* | "Send message" |
*
* @param {Contact_Host_SendInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_host_send = /** @type {((inputs?: Contact_Host_SendInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Host_SendInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_host_send(inputs)
	return en_contact_host_send(inputs)
});