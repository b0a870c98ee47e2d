/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Link_UnusableInputs */

const en_auth_link_unusable = /** @type {(inputs: Auth_Link_UnusableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link cannot be used`)
};

const sw_auth_link_unusable = /** @type {(inputs: Auth_Link_UnusableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiungo hiki hakiwezi kutumika`)
};

/**
* | output |
* | --- |
* | "This link cannot be used" |
*
* @param {Auth_Link_UnusableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_link_unusable = /** @type {((inputs?: Auth_Link_UnusableInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Link_UnusableInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_link_unusable(inputs)
	return en_auth_link_unusable(inputs)
});