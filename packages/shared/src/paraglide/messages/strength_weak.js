/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Strength_WeakInputs */

const en_strength_weak = /** @type {(inputs: Strength_WeakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weak`)
};

const sw_strength_weak = /** @type {(inputs: Strength_WeakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dhaifu`)
};

/**
* | output |
* | --- |
* | "Weak" |
*
* @param {Strength_WeakInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const strength_weak = /** @type {((inputs?: Strength_WeakInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Strength_WeakInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_strength_weak(inputs)
	return en_strength_weak(inputs)
});