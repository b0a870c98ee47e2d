/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_In_RequiredInputs */

const en_auth_sign_in_required = /** @type {(inputs: Auth_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You need to sign in to do that.`)
};

const sw_auth_sign_in_required = /** @type {(inputs: Auth_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unahitaji kuingia kwanza ili kufanya hivyo.`)
};

/**
* | output |
* | --- |
* | "You need to sign in to do that." |
*
* @param {Auth_Sign_In_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_required = /** @type {((inputs?: Auth_Sign_In_RequiredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_RequiredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_sign_in_required(inputs)
	return en_auth_sign_in_required(inputs)
});