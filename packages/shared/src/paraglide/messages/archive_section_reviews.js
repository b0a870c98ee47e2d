/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_ReviewsInputs */

const en_archive_section_reviews = /** @type {(inputs: Archive_Section_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews you wrote`)
};

const sw_archive_section_reviews = /** @type {(inputs: Archive_Section_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maoni uliyoandika`)
};

/**
* | output |
* | --- |
* | "Reviews you wrote" |
*
* @param {Archive_Section_ReviewsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_reviews = /** @type {((inputs?: Archive_Section_ReviewsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_ReviewsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_reviews(inputs)
	return en_archive_section_reviews(inputs)
});