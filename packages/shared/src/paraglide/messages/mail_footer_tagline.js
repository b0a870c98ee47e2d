/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Footer_TaglineInputs */

const en_mail_footer_tagline = /** @type {(inputs: Mail_Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spaces by the hour in Kenya`)
};

const sw_mail_footer_tagline = /** @type {(inputs: Mail_Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maeneo kwa saa, kote Kenya`)
};

/**
* | output |
* | --- |
* | "Spaces by the hour in Kenya" |
*
* @param {Mail_Footer_TaglineInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_footer_tagline = /** @type {((inputs?: Mail_Footer_TaglineInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Footer_TaglineInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_footer_tagline(inputs)
	return en_mail_footer_tagline(inputs)
});