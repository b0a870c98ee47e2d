/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Settings_LegendInputs */

const en_mail_settings_legend = /** @type {(inputs: Mail_Settings_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mails you get`)
};

const sw_mail_settings_legend = /** @type {(inputs: Mail_Settings_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barua pepe unazopokea`)
};

/**
* | output |
* | --- |
* | "E-mails you get" |
*
* @param {Mail_Settings_LegendInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_settings_legend = /** @type {((inputs?: Mail_Settings_LegendInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Settings_LegendInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_settings_legend(inputs)
	return en_mail_settings_legend(inputs)
});