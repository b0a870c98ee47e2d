/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Contact_DescriptionInputs */

const en_page_contact_description = /** @type {(inputs: Page_Contact_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact Nafasi by e-mail, phone or the contact form. Support is open 24/7 and we reply within 24 hours.`)
};

const sw_page_contact_description = /** @type {(inputs: Page_Contact_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wasiliana na Nafasi kwa barua pepe, simu au fomu ya mawasiliano. Huduma iko wazi saa 24 kila siku na tunajibu ndani ya saa 24.`)
};

/**
* | output |
* | --- |
* | "Contact Nafasi by e-mail, phone or the contact form. Support is open 24/7 and we reply within 24 hours." |
*
* @param {Page_Contact_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_contact_description = /** @type {((inputs?: Page_Contact_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Contact_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_contact_description(inputs)
	return en_page_contact_description(inputs)
});