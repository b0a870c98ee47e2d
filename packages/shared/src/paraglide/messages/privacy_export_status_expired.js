/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Export_Status_ExpiredInputs */

const en_privacy_export_status_expired = /** @type {(inputs: Privacy_Export_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its link ran out unused`)
};

const sw_privacy_export_status_expired = /** @type {(inputs: Privacy_Export_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiungo chake kiliisha bila kutumika`)
};

/**
* | output |
* | --- |
* | "Its link ran out unused" |
*
* @param {Privacy_Export_Status_ExpiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_export_status_expired = /** @type {((inputs?: Privacy_Export_Status_ExpiredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Export_Status_ExpiredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_export_status_expired(inputs)
	return en_privacy_export_status_expired(inputs)
});