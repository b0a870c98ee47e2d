/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_UnverifiedInputs */

const en_auth_unverified = /** @type {(inputs: Auth_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your e-mail address first: open the link we sent you (you can ask for a new one on your dashboard).`)
};

const sw_auth_unverified = /** @type {(inputs: Auth_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwanza thibitisha barua pepe yako: fungua kiungo tulichokutumia (unaweza kuomba kingine kwenye dashibodi yako).`)
};

/**
* | output |
* | --- |
* | "Confirm your e-mail address first: open the link we sent you (you can ask for a new one on your dashboard)." |
*
* @param {Auth_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_unverified = /** @type {((inputs?: Auth_UnverifiedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_UnverifiedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_unverified(inputs)
	return en_auth_unverified(inputs)
});