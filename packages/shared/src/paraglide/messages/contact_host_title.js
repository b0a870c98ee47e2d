/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ host: NonNullable<unknown> }} Contact_Host_TitleInputs */

const en_contact_host_title = /** @type {(inputs: Contact_Host_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Message ${i?.host}`)
};

const sw_contact_host_title = /** @type {(inputs: Contact_Host_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mwandikie ${i?.host}`)
};

/**
* | output |
* | --- |
* | "Message {host}" |
*
* @param {Contact_Host_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_host_title = /** @type {((inputs: Contact_Host_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Host_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_host_title(inputs)
	return en_contact_host_title(inputs)
});