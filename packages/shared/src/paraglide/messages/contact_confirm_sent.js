/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Confirm_SentInputs */

const en_contact_confirm_sent = /** @type {(inputs: Contact_Confirm_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Almost there: we have sent a link to this address. Follow it to confirm your subscription.`)
};

const sw_contact_confirm_sent = /** @type {(inputs: Contact_Confirm_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karibu kumaliza: tumetuma kiungo kwa anwani hii. Kifuate ili kuthibitisha usajili wako.`)
};

/**
* | output |
* | --- |
* | "Almost there: we have sent a link to this address. Follow it to confirm your subscription." |
*
* @param {Contact_Confirm_SentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_confirm_sent = /** @type {((inputs?: Contact_Confirm_SentInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Confirm_SentInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_confirm_sent(inputs)
	return en_contact_confirm_sent(inputs)
});