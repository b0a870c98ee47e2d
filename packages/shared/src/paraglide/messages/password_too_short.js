/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min_password_length: NonNullable<unknown> }} Password_Too_ShortInputs */

const en_password_too_short = /** @type {(inputs: Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Password must be at least ${i?.min_password_length} characters long`)
};

const sw_password_too_short = /** @type {(inputs: Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nenosiri liwe na herufi ${i?.min_password_length} au zaidi`)
};

/**
* | output |
* | --- |
* | "Password must be at least {min_password_length} characters long" |
*
* @param {Password_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const password_too_short = /** @type {((inputs: Password_Too_ShortInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Too_ShortInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_password_too_short(inputs)
	return en_password_too_short(inputs)
});