/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_InvalidInputs */

const en_auth_reset_invalid = /** @type {(inputs: Auth_Reset_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This password reset link is invalid or has expired. Ask for a new one.`)
};

const sw_auth_reset_invalid = /** @type {(inputs: Auth_Reset_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiungo hiki cha kuweka nenosiri jipya si sahihi au muda wake umekwisha. Omba kingine.`)
};

/**
* | output |
* | --- |
* | "This password reset link is invalid or has expired. Ask for a new one." |
*
* @param {Auth_Reset_InvalidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_reset_invalid = /** @type {((inputs?: Auth_Reset_InvalidInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_InvalidInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_reset_invalid(inputs)
	return en_auth_reset_invalid(inputs)
});