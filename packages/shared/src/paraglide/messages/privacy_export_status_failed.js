/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Export_Status_FailedInputs */

const en_privacy_export_status_failed = /** @type {(inputs: Privacy_Export_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not be prepared: ask again`)
};

const sw_privacy_export_status_failed = /** @type {(inputs: Privacy_Export_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haikuweza kuandaliwa: omba tena`)
};

/**
* | output |
* | --- |
* | "Could not be prepared: ask again" |
*
* @param {Privacy_Export_Status_FailedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_export_status_failed = /** @type {((inputs?: Privacy_Export_Status_FailedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Export_Status_FailedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_export_status_failed(inputs)
	return en_privacy_export_status_failed(inputs)
});