/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max_password_length: NonNullable<unknown> }} Password_Too_LongInputs */

const en_password_too_long = /** @type {(inputs: Password_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Password must be at most ${i?.max_password_length} characters long`)
};

const sw_password_too_long = /** @type {(inputs: Password_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nenosiri lisizidi herufi ${i?.max_password_length}`)
};

/**
* | output |
* | --- |
* | "Password must be at most {max_password_length} characters long" |
*
* @param {Password_Too_LongInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const password_too_long = /** @type {((inputs: Password_Too_LongInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Too_LongInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_password_too_long(inputs)
	return en_password_too_long(inputs)
});