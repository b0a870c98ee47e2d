/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Send_ResetInputs */

const en_auth_send_reset = /** @type {(inputs: Auth_Send_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send reset link`)
};

const sw_auth_send_reset = /** @type {(inputs: Auth_Send_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuma kiungo cha kubadilisha`)
};

/**
* | output |
* | --- |
* | "Send reset link" |
*
* @param {Auth_Send_ResetInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_send_reset = /** @type {((inputs?: Auth_Send_ResetInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Send_ResetInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_send_reset(inputs)
	return en_auth_send_reset(inputs)
});