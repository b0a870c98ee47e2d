/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_MismatchInputs */

const en_password_mismatch = /** @type {(inputs: Password_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwords do not match`)
};

const sw_password_mismatch = /** @type {(inputs: Password_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manenosiri hayalingani`)
};

/**
* | output |
* | --- |
* | "Passwords do not match" |
*
* @param {Password_MismatchInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const password_mismatch = /** @type {((inputs?: Password_MismatchInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_MismatchInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_password_mismatch(inputs)
	return en_password_mismatch(inputs)
});