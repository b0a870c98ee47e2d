/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rating: NonNullable<unknown> }} Partners_RatedInputs */

const en_partners_rated = /** @type {(inputs: Partners_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rated ${i?.rating} out of 5`)
};

const sw_partners_rated = /** @type {(inputs: Partners_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imekadiriwa ${i?.rating} kati ya 5`)
};

/**
* | output |
* | --- |
* | "Rated {rating} out of 5" |
*
* @param {Partners_RatedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const partners_rated = /** @type {((inputs: Partners_RatedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_RatedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_partners_rated(inputs)
	return en_partners_rated(inputs)
});