/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_SentInputs */

const en_auth_reset_sent = /** @type {(inputs: Auth_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password reset email sent! Check your inbox.`)
};

const sw_auth_reset_sent = /** @type {(inputs: Auth_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barua pepe ya kuweka nenosiri jipya imetumwa! Angalia sanduku lako la barua.`)
};

/**
* | output |
* | --- |
* | "Password reset email sent! Check your inbox." |
*
* @param {Auth_Reset_SentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_reset_sent = /** @type {((inputs?: Auth_Reset_SentInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_SentInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_reset_sent(inputs)
	return en_auth_reset_sent(inputs)
});