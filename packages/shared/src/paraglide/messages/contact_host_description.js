/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Contact_Host_DescriptionInputs */

const en_contact_host_description = /** @type {(inputs: Contact_Host_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ask about ${i?.space} before you book. Phone numbers and e-mail addresses are hidden until a booking is paid.`)
};

const sw_contact_host_description = /** @type {(inputs: Contact_Host_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uliza kuhusu ${i?.space} kabla ya kuweka nafasi. Nambari za simu na barua pepe zimefichwa hadi uhifadhi ulipiwe.`)
};

/**
* | output |
* | --- |
* | "Ask about {space} before you book. Phone numbers and e-mail addresses are hidden until a booking is paid." |
*
* @param {Contact_Host_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_host_description = /** @type {((inputs: Contact_Host_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Host_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_host_description(inputs)
	return en_contact_host_description(inputs)
});