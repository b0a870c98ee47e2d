/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Limited_Sign_InsInputs */

const en_limited_sign_ins = /** @type {(inputs: Limited_Sign_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sign-in attempts`)
};

const sw_limited_sign_ins = /** @type {(inputs: Limited_Sign_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`majaribio ya kuingia`)
};

/**
* | output |
* | --- |
* | "sign-in attempts" |
*
* @param {Limited_Sign_InsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_sign_ins = /** @type {((inputs?: Limited_Sign_InsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Limited_Sign_InsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_limited_sign_ins(inputs)
	return en_limited_sign_ins(inputs)
});