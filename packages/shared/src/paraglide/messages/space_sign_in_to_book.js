/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Space_Sign_In_To_BookInputs */

const en_space_sign_in_to_book = /** @type {(inputs: Space_Sign_In_To_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You need to be signed in to book a space.`)
};

const sw_space_sign_in_to_book = /** @type {(inputs: Space_Sign_In_To_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unahitaji kuingia ili kuweka nafasi.`)
};

/**
* | output |
* | --- |
* | "You need to be signed in to book a space." |
*
* @param {Space_Sign_In_To_BookInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_sign_in_to_book = /** @type {((inputs?: Space_Sign_In_To_BookInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Space_Sign_In_To_BookInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_space_sign_in_to_book(inputs)
	return en_space_sign_in_to_book(inputs)
});