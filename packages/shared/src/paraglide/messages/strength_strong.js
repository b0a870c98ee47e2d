/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Strength_StrongInputs */

const en_strength_strong = /** @type {(inputs: Strength_StrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Strong`)
};

const sw_strength_strong = /** @type {(inputs: Strength_StrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imara`)
};

/**
* | output |
* | --- |
* | "Strong" |
*
* @param {Strength_StrongInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const strength_strong = /** @type {((inputs?: Strength_StrongInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Strength_StrongInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_strength_strong(inputs)
	return en_strength_strong(inputs)
});