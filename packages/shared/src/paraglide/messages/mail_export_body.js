/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Mail_Export_BodyInputs */

const en_mail_export_body = /** @type {(inputs: Mail_Export_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The archive of everything Nafasi holds about you is ready. The link works once, signed in to your account, until ${i?.when}.`)
};

const sw_mail_export_body = /** @type {(inputs: Mail_Export_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kumbukumbu ya kila kitu Nafasi inachoshikilia kukuhusu iko tayari. Kiungo kinafanya kazi mara moja, ukiwa umeingia kwenye akaunti yako, hadi ${i?.when}.`)
};

/**
* | output |
* | --- |
* | "The archive of everything Nafasi holds about you is ready. The link works once, signed in to your account, until {when}." |
*
* @param {Mail_Export_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_export_body = /** @type {((inputs: Mail_Export_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Export_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_export_body(inputs)
	return en_mail_export_body(inputs)
});