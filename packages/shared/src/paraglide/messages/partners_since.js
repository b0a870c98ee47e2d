/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown> }} Partners_SinceInputs */

const en_partners_since = /** @type {(inputs: Partners_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Since ${i?.year}`)
};

const sw_partners_since = /** @type {(inputs: Partners_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tangu ${i?.year}`)
};

/**
* | output |
* | --- |
* | "Since {year}" |
*
* @param {Partners_SinceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const partners_since = /** @type {((inputs: Partners_SinceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_SinceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_partners_since(inputs)
	return en_partners_since(inputs)
});