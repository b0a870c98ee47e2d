/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_MoreInputs */

const en_reviews_more = /** @type {(inputs: Reviews_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show more reviews`)
};

const sw_reviews_more = /** @type {(inputs: Reviews_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onyesha maoni zaidi`)
};

/**
* | output |
* | --- |
* | "Show more reviews" |
*
* @param {Reviews_MoreInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const reviews_more = /** @type {((inputs?: Reviews_MoreInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_MoreInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_reviews_more(inputs)
	return en_reviews_more(inputs)
});