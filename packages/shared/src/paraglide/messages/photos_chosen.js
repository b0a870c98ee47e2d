/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_ChosenInputs */

const en_photos_chosen = /** @type {(inputs: Photos_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chosen photos`)
};

const sw_photos_chosen = /** @type {(inputs: Photos_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picha zilizochaguliwa`)
};

/**
* | output |
* | --- |
* | "Chosen photos" |
*
* @param {Photos_ChosenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photos_chosen = /** @type {((inputs?: Photos_ChosenInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_ChosenInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_photos_chosen(inputs)
	return en_photos_chosen(inputs)
});