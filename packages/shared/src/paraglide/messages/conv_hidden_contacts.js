/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conv_Hidden_ContactsInputs */

const en_conv_hidden_contacts = /** @type {(inputs: Conv_Hidden_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone numbers and e-mail addresses stay hidden until a booking is paid: pay on Nafasi, where your money is protected.`)
};

const sw_conv_hidden_contacts = /** @type {(inputs: Conv_Hidden_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nambari za simu na barua pepe hubaki zimefichwa hadi uhifadhi ulipiwe: lipa kwenye Nafasi, ambapo pesa yako inalindwa.`)
};

/**
* | output |
* | --- |
* | "Phone numbers and e-mail addresses stay hidden until a booking is paid: pay on Nafasi, where your money is protected." |
*
* @param {Conv_Hidden_ContactsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_hidden_contacts = /** @type {((inputs?: Conv_Hidden_ContactsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Hidden_ContactsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_conv_hidden_contacts(inputs)
	return en_conv_hidden_contacts(inputs)
});