/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Export_Not_YouInputs */

const en_mail_export_not_you = /** @type {(inputs: Mail_Export_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not ask for it, change your password and sign out of other devices in Settings.`)
};

const sw_mail_export_not_you = /** @type {(inputs: Mail_Export_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ikiwa hukuiomba, badilisha nenosiri lako na utoke kwenye vifaa vingine katika Mipangilio.`)
};

/**
* | output |
* | --- |
* | "If you did not ask for it, change your password and sign out of other devices in Settings." |
*
* @param {Mail_Export_Not_YouInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_export_not_you = /** @type {((inputs?: Mail_Export_Not_YouInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Export_Not_YouInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_export_not_you(inputs)
	return en_mail_export_not_you(inputs)
});