/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layout_SkipInputs */

const en_layout_skip = /** @type {(inputs: Layout_SkipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};

const sw_layout_skip = /** @type {(inputs: Layout_SkipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruka hadi maudhui`)
};

/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Layout_SkipInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const layout_skip = /** @type {((inputs?: Layout_SkipInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Layout_SkipInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_layout_skip(inputs)
	return en_layout_skip(inputs)
});