/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Session_ExpiredInputs */

const en_auth_session_expired = /** @type {(inputs: Auth_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your session has expired. Please sign in again.`)
};

const sw_auth_session_expired = /** @type {(inputs: Auth_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muda wa kuingia kwako umekwisha. Tafadhali ingia tena.`)
};

/**
* | output |
* | --- |
* | "Your session has expired. Please sign in again." |
*
* @param {Auth_Session_ExpiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_session_expired = /** @type {((inputs?: Auth_Session_ExpiredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Session_ExpiredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_session_expired(inputs)
	return en_auth_session_expired(inputs)
});