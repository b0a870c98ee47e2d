/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_SentInputs */

const en_contact_sent = /** @type {(inputs: Contact_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for your message! We'll get back to you within 24 hours.`)
};

const sw_contact_sent = /** @type {(inputs: Contact_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asante kwa ujumbe wako! Tutakujibu ndani ya saa 24.`)
};

/**
* | output |
* | --- |
* | "Thank you for your message! We'll get back to you within 24 hours." |
*
* @param {Contact_SentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_sent = /** @type {((inputs?: Contact_SentInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_SentInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_sent(inputs)
	return en_contact_sent(inputs)
});