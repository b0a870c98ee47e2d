/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_NumbersInputs */

const en_about_numbers = /** @type {(inputs: About_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi in numbers`)
};

const sw_about_numbers = /** @type {(inputs: About_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi kwa takwimu`)
};

/**
* | output |
* | --- |
* | "Nafasi in numbers" |
*
* @param {About_NumbersInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const about_numbers = /** @type {((inputs?: About_NumbersInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_NumbersInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_about_numbers(inputs)
	return en_about_numbers(inputs)
});