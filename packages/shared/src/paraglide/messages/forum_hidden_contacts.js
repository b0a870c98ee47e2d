/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Hidden_ContactsInputs */

const en_forum_hidden_contacts = /** @type {(inputs: Forum_Hidden_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone numbers and e-mail addresses in posts are hidden, as in messages.`)
};

const sw_forum_hidden_contacts = /** @type {(inputs: Forum_Hidden_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nambari za simu na barua pepe kwenye machapisho hufichwa, kama kwenye jumbe.`)
};

/**
* | output |
* | --- |
* | "Phone numbers and e-mail addresses in posts are hidden, as in messages." |
*
* @param {Forum_Hidden_ContactsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_hidden_contacts = /** @type {((inputs?: Forum_Hidden_ContactsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Hidden_ContactsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_hidden_contacts(inputs)
	return en_forum_hidden_contacts(inputs)
});