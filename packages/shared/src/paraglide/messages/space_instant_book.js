/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Space_Instant_BookInputs */

const en_space_instant_book = /** @type {(inputs: Space_Instant_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instant book available`)
};

const sw_space_instant_book = /** @type {(inputs: Space_Instant_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi wa papo hapo unapatikana`)
};

/**
* | output |
* | --- |
* | "Instant book available" |
*
* @param {Space_Instant_BookInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_instant_book = /** @type {((inputs?: Space_Instant_BookInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Space_Instant_BookInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_space_instant_book(inputs)
	return en_space_instant_book(inputs)
});