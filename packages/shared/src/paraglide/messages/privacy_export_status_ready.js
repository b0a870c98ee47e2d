/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Privacy_Export_Status_ReadyInputs */

const en_privacy_export_status_ready = /** @type {(inputs: Privacy_Export_Status_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ready: the link we e-mailed works until ${i?.when}`)
};

const sw_privacy_export_status_ready = /** @type {(inputs: Privacy_Export_Status_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tayari: kiungo tulichokutumia kinafanya kazi hadi ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Ready: the link we e-mailed works until {when}" |
*
* @param {Privacy_Export_Status_ReadyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_export_status_ready = /** @type {((inputs: Privacy_Export_Status_ReadyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Export_Status_ReadyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_export_status_ready(inputs)
	return en_privacy_export_status_ready(inputs)
});