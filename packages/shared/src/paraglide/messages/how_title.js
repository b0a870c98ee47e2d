/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_TitleInputs */

const en_how_title = /** @type {(inputs: How_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a space in four steps`)
};

const sw_how_title = /** @type {(inputs: How_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka nafasi kwa hatua nne`)
};

/**
* | output |
* | --- |
* | "Book a space in four steps" |
*
* @param {How_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const how_title = /** @type {((inputs?: How_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_how_title(inputs)
	return en_how_title(inputs)
});