/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Features_TitleInputs */

const en_features_title = /** @type {(inputs: Features_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything you need to book, host and meet`)
};

const sw_features_title = /** @type {(inputs: Features_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kila unachohitaji kuweka nafasi, kukaribisha na kukutana`)
};

/**
* | output |
* | --- |
* | "Everything you need to book, host and meet" |
*
* @param {Features_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const features_title = /** @type {((inputs?: Features_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Features_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_features_title(inputs)
	return en_features_title(inputs)
});