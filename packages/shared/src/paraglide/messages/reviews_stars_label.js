/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rating: NonNullable<unknown> }} Reviews_Stars_LabelInputs */

const en_reviews_stars_label = /** @type {(inputs: Reviews_Stars_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} out of 5 stars`)
};

const sw_reviews_stars_label = /** @type {(inputs: Reviews_Stars_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`nyota ${i?.rating} kati ya 5`)
};

/**
* | output |
* | --- |
* | "{rating} out of 5 stars" |
*
* @param {Reviews_Stars_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const reviews_stars_label = /** @type {((inputs: Reviews_Stars_LabelInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Stars_LabelInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_reviews_stars_label(inputs)
	return en_reviews_stars_label(inputs)
});