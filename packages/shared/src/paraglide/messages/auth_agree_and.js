/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Agree_AndInputs */

const en_auth_agree_and = /** @type {(inputs: Auth_Agree_AndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`and`)
};

const sw_auth_agree_and = /** @type {(inputs: Auth_Agree_AndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`na`)
};

/**
* | output |
* | --- |
* | "and" |
*
* @param {Auth_Agree_AndInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_agree_and = /** @type {((inputs?: Auth_Agree_AndInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Agree_AndInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_agree_and(inputs)
	return en_auth_agree_and(inputs)
});