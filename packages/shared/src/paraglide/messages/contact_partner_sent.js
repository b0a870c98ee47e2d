/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Partner_SentInputs */

const en_contact_partner_sent = /** @type {(inputs: Contact_Partner_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for your interest! Our partnerships team will reply within 2 business days.`)
};

const sw_contact_partner_sent = /** @type {(inputs: Contact_Partner_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asante kwa nia yako! Timu yetu ya ushirikiano itakujibu ndani ya siku 2 za kazi.`)
};

/**
* | output |
* | --- |
* | "Thank you for your interest! Our partnerships team will reply within 2 business days." |
*
* @param {Contact_Partner_SentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_partner_sent = /** @type {((inputs?: Contact_Partner_SentInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Partner_SentInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_partner_sent(inputs)
	return en_contact_partner_sent(inputs)
});