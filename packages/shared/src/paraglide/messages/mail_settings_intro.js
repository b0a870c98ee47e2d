/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Settings_IntroInputs */

const en_mail_settings_intro = /** @type {(inputs: Mail_Settings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mails about your bookings and payments always come. Choose the others:`)
};

const sw_mail_settings_intro = /** @type {(inputs: Mail_Settings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barua pepe kuhusu uhifadhi na malipo yako huja kila wakati. Chagua nyingine:`)
};

/**
* | output |
* | --- |
* | "E-mails about your bookings and payments always come. Choose the others:" |
*
* @param {Mail_Settings_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_settings_intro = /** @type {((inputs?: Mail_Settings_IntroInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Settings_IntroInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_settings_intro(inputs)
	return en_mail_settings_intro(inputs)
});