/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Privacy_Export_OpenInputs */

const en_privacy_export_open = /** @type {(inputs: Privacy_Export_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your archive is ready: the link we e-mailed works until ${i?.when}. Ask for a new one once it is downloaded or has run out.`)
};

const sw_privacy_export_open = /** @type {(inputs: Privacy_Export_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kumbukumbu yako iko tayari: kiungo tulichokutumia kinafanya kazi hadi ${i?.when}. Omba mpya ikishapakuliwa au muda wake ukiisha.`)
};

/**
* | output |
* | --- |
* | "Your archive is ready: the link we e-mailed works until {when}. Ask for a new one once it is downloaded or has run out." |
*
* @param {Privacy_Export_OpenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_export_open = /** @type {((inputs: Privacy_Export_OpenInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Export_OpenInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_export_open(inputs)
	return en_privacy_export_open(inputs)
});