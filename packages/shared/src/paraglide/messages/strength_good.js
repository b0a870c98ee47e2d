/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Strength_GoodInputs */

const en_strength_good = /** @type {(inputs: Strength_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Good`)
};

const sw_strength_good = /** @type {(inputs: Strength_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nzuri`)
};

/**
* | output |
* | --- |
* | "Good" |
*
* @param {Strength_GoodInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const strength_good = /** @type {((inputs?: Strength_GoodInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Strength_GoodInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_strength_good(inputs)
	return en_strength_good(inputs)
});