/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Strength_LabelInputs */

const en_strength_label = /** @type {(inputs: Strength_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password strength:`)
};

const sw_strength_label = /** @type {(inputs: Strength_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uimara wa nenosiri:`)
};

/**
* | output |
* | --- |
* | "Password strength:" |
*
* @param {Strength_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const strength_label = /** @type {((inputs?: Strength_LabelInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Strength_LabelInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_strength_label(inputs)
	return en_strength_label(inputs)
});