/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Privacy_Export_Status_DownloadedInputs */

const en_privacy_export_status_downloaded = /** @type {(inputs: Privacy_Export_Status_DownloadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Downloaded ${i?.when}`)
};

const sw_privacy_export_status_downloaded = /** @type {(inputs: Privacy_Export_Status_DownloadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ilipakuliwa ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Downloaded {when}" |
*
* @param {Privacy_Export_Status_DownloadedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_export_status_downloaded = /** @type {((inputs: Privacy_Export_Status_DownloadedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Export_Status_DownloadedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_export_status_downloaded(inputs)
	return en_privacy_export_status_downloaded(inputs)
});