/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_RememberedInputs */

const en_auth_remembered = /** @type {(inputs: Auth_RememberedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remembered it?`)
};

const sw_auth_remembered = /** @type {(inputs: Auth_RememberedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umelikumbuka?`)
};

/**
* | output |
* | --- |
* | "Remembered it?" |
*
* @param {Auth_RememberedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_remembered = /** @type {((inputs?: Auth_RememberedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_RememberedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_remembered(inputs)
	return en_auth_remembered(inputs)
});