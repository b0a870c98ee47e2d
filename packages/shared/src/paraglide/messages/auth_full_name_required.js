/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Full_Name_RequiredInputs */

const en_auth_full_name_required = /** @type {(inputs: Auth_Full_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full name is required`)
};

const sw_auth_full_name_required = /** @type {(inputs: Auth_Full_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jina kamili linahitajika`)
};

/**
* | output |
* | --- |
* | "Full name is required" |
*
* @param {Auth_Full_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_full_name_required = /** @type {((inputs?: Auth_Full_Name_RequiredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Full_Name_RequiredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_full_name_required(inputs)
	return en_auth_full_name_required(inputs)
});