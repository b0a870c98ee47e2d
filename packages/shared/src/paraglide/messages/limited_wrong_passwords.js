/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Limited_Wrong_PasswordsInputs */

const en_limited_wrong_passwords = /** @type {(inputs: Limited_Wrong_PasswordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`wrong current passwords`)
};

const sw_limited_wrong_passwords = /** @type {(inputs: Limited_Wrong_PasswordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`manenosiri ya sasa yasiyo sahihi`)
};

/**
* | output |
* | --- |
* | "wrong current passwords" |
*
* @param {Limited_Wrong_PasswordsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_wrong_passwords = /** @type {((inputs?: Limited_Wrong_PasswordsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Limited_Wrong_PasswordsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_limited_wrong_passwords(inputs)
	return en_limited_wrong_passwords(inputs)
});