/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Export_ActionInputs */

const en_mail_export_action = /** @type {(inputs: Mail_Export_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download my data`)
};

const sw_mail_export_action = /** @type {(inputs: Mail_Export_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakua data yangu`)
};

/**
* | output |
* | --- |
* | "Download my data" |
*
* @param {Mail_Export_ActionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_export_action = /** @type {((inputs?: Mail_Export_ActionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Export_ActionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_export_action(inputs)
	return en_mail_export_action(inputs)
});