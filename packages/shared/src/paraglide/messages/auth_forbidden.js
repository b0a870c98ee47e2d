/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_ForbiddenInputs */

const en_auth_forbidden = /** @type {(inputs: Auth_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You do not have permission to do that.`)
};

const sw_auth_forbidden = /** @type {(inputs: Auth_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huna ruhusa ya kufanya hivyo.`)
};

/**
* | output |
* | --- |
* | "You do not have permission to do that." |
*
* @param {Auth_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_forbidden = /** @type {((inputs?: Auth_ForbiddenInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_ForbiddenInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_forbidden(inputs)
	return en_auth_forbidden(inputs)
});