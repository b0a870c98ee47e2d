/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_New_HereInputs */

const en_auth_new_here = /** @type {(inputs: Auth_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New to Nafasi?`)
};

const sw_auth_new_here = /** @type {(inputs: Auth_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mgeni kwenye Nafasi?`)
};

/**
* | output |
* | --- |
* | "New to Nafasi?" |
*
* @param {Auth_New_HereInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_new_here = /** @type {((inputs?: Auth_New_HereInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_New_HereInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_new_here(inputs)
	return en_auth_new_here(inputs)
});