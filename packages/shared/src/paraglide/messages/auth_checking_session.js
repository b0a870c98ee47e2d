/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Checking_SessionInputs */

const en_auth_checking_session = /** @type {(inputs: Auth_Checking_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking your session…`)
};

const sw_auth_checking_session = /** @type {(inputs: Auth_Checking_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inakagua kuingia kwako…`)
};

/**
* | output |
* | --- |
* | "Checking your session…" |
*
* @param {Auth_Checking_SessionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_checking_session = /** @type {((inputs?: Auth_Checking_SessionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Checking_SessionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_checking_session(inputs)
	return en_auth_checking_session(inputs)
});