/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_FailedInputs */

const en_auth_reset_failed = /** @type {(inputs: Auth_Reset_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to reset password`)
};

const sw_auth_reset_failed = /** @type {(inputs: Auth_Reset_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kubadilisha nenosiri`)
};

/**
* | output |
* | --- |
* | "Failed to reset password" |
*
* @param {Auth_Reset_FailedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_reset_failed = /** @type {((inputs?: Auth_Reset_FailedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_FailedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_reset_failed(inputs)
	return en_auth_reset_failed(inputs)
});