/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Export_SubjectInputs */

const en_mail_export_subject = /** @type {(inputs: Mail_Export_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Nafasi data is ready`)
};

const sw_mail_export_subject = /** @type {(inputs: Mail_Export_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data yako ya Nafasi iko tayari`)
};

/**
* | output |
* | --- |
* | "Your Nafasi data is ready" |
*
* @param {Mail_Export_SubjectInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_export_subject = /** @type {((inputs?: Mail_Export_SubjectInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Export_SubjectInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_export_subject(inputs)
	return en_mail_export_subject(inputs)
});