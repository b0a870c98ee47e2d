/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_SuccessfulInputs */

const en_auth_reset_successful = /** @type {(inputs: Auth_Reset_SuccessfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password reset successful!`)
};

const sw_auth_reset_successful = /** @type {(inputs: Auth_Reset_SuccessfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenosiri limebadilishwa!`)
};

/**
* | output |
* | --- |
* | "Password reset successful!" |
*
* @param {Auth_Reset_SuccessfulInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_reset_successful = /** @type {((inputs?: Auth_Reset_SuccessfulInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_SuccessfulInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_reset_successful(inputs)
	return en_auth_reset_successful(inputs)
});