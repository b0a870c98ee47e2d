/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Out_Of_FiveInputs */

const en_rating_out_of_five = /** @type {(inputs: Rating_Out_Of_FiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`out of 5`)
};

const sw_rating_out_of_five = /** @type {(inputs: Rating_Out_Of_FiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kati ya 5`)
};

/**
* | output |
* | --- |
* | "out of 5" |
*
* @param {Rating_Out_Of_FiveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rating_out_of_five = /** @type {((inputs?: Rating_Out_Of_FiveInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Out_Of_FiveInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_rating_out_of_five(inputs)
	return en_rating_out_of_five(inputs)
});