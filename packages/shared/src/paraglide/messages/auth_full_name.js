/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Full_NameInputs */

const en_auth_full_name = /** @type {(inputs: Auth_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full name`)
};

const sw_auth_full_name = /** @type {(inputs: Auth_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jina kamili`)
};

/**
* | output |
* | --- |
* | "Full name" |
*
* @param {Auth_Full_NameInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_full_name = /** @type {((inputs?: Auth_Full_NameInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Full_NameInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_full_name(inputs)
	return en_auth_full_name(inputs)
});