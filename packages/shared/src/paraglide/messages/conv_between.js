/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ guest: NonNullable<unknown>, host: NonNullable<unknown> }} Conv_BetweenInputs */

const en_conv_between = /** @type {(inputs: Conv_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.guest} and ${i?.host}`)
};

const sw_conv_between = /** @type {(inputs: Conv_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.guest} na ${i?.host}`)
};

/**
* | output |
* | --- |
* | "{guest} and {host}" |
*
* @param {Conv_BetweenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_between = /** @type {((inputs: Conv_BetweenInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_BetweenInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_conv_between(inputs)
	return en_conv_between(inputs)
});