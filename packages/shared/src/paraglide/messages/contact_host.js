/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_HostInputs */

const en_contact_host = /** @type {(inputs: Contact_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact host`)
};

const sw_contact_host = /** @type {(inputs: Contact_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wasiliana na mwenyeji`)
};

/**
* | output |
* | --- |
* | "Contact host" |
*
* @param {Contact_HostInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_host = /** @type {((inputs?: Contact_HostInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_HostInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_host(inputs)
	return en_contact_host(inputs)
});