/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Limited_Sign_UpsInputs */

const en_limited_sign_ups = /** @type {(inputs: Limited_Sign_UpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sign-up attempts`)
};

const sw_limited_sign_ups = /** @type {(inputs: Limited_Sign_UpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`majaribio ya kujisajili`)
};

/**
* | output |
* | --- |
* | "sign-up attempts" |
*
* @param {Limited_Sign_UpsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_sign_ups = /** @type {((inputs?: Limited_Sign_UpsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Limited_Sign_UpsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_limited_sign_ups(inputs)
	return en_limited_sign_ups(inputs)
});