/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Privacy_Export_Status_PreparingInputs */

const en_privacy_export_status_preparing = /** @type {(inputs: Privacy_Export_Status_PreparingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Being prepared (asked ${i?.when})`)
};

const sw_privacy_export_status_preparing = /** @type {(inputs: Privacy_Export_Status_PreparingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inaandaliwa (uliomba ${i?.when})`)
};

/**
* | output |
* | --- |
* | "Being prepared (asked {when})" |
*
* @param {Privacy_Export_Status_PreparingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_export_status_preparing = /** @type {((inputs: Privacy_Export_Status_PreparingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Export_Status_PreparingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_export_status_preparing(inputs)
	return en_privacy_export_status_preparing(inputs)
});