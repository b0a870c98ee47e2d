/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Link_OnceInputs */

const en_auth_link_once = /** @type {(inputs: Auth_Link_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link works once, within 24 hours. No e-mail after a few minutes? Look in your spam folder, or sign in and ask for a new link from your dashboard.`)
};

const sw_auth_link_once = /** @type {(inputs: Auth_Link_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiungo kinafanya kazi mara moja, ndani ya saa 24. Hujapata barua pepe baada ya dakika chache? Angalia kwenye folda ya spam, au ingia na uombe kiungo kipya kwenye dashibodi yako.`)
};

/**
* | output |
* | --- |
* | "The link works once, within 24 hours. No e-mail after a few minutes? Look in your spam folder, or sign in and ask for a new link from your dashboard." |
*
* @param {Auth_Link_OnceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_link_once = /** @type {((inputs?: Auth_Link_OnceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Link_OnceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_link_once(inputs)
	return en_auth_link_once(inputs)
});