/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Agree_BeforeInputs */

const en_auth_agree_before = /** @type {(inputs: Auth_Agree_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By continuing you agree to our`)
};

const sw_auth_agree_before = /** @type {(inputs: Auth_Agree_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwa kuendelea unakubali`)
};

/**
* | output |
* | --- |
* | "By continuing you agree to our" |
*
* @param {Auth_Agree_BeforeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_agree_before = /** @type {((inputs?: Auth_Agree_BeforeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Agree_BeforeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_agree_before(inputs)
	return en_auth_agree_before(inputs)
});