/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Space_Book_NowInputs */

const en_space_book_now = /** @type {(inputs: Space_Book_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book Now`)
};

const sw_space_book_now = /** @type {(inputs: Space_Book_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka Nafasi Sasa`)
};

/**
* | output |
* | --- |
* | "Book Now" |
*
* @param {Space_Book_NowInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_book_now = /** @type {((inputs?: Space_Book_NowInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Space_Book_NowInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_space_book_now(inputs)
	return en_space_book_now(inputs)
});