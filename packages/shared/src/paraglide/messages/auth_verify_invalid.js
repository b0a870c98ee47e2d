/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Verify_InvalidInputs */

const en_auth_verify_invalid = /** @type {(inputs: Auth_Verify_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This confirmation link is invalid or has expired. Sign in and ask for a new one.`)
};

const sw_auth_verify_invalid = /** @type {(inputs: Auth_Verify_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiungo hiki cha kuthibitisha si sahihi au muda wake umekwisha. Ingia na uombe kingine.`)
};

/**
* | output |
* | --- |
* | "This confirmation link is invalid or has expired. Sign in and ask for a new one." |
*
* @param {Auth_Verify_InvalidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_verify_invalid = /** @type {((inputs?: Auth_Verify_InvalidInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Verify_InvalidInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_verify_invalid(inputs)
	return en_auth_verify_invalid(inputs)
});