/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Rating_ReviewsInputs */

const en_rating_reviews = /** @type {(inputs: Rating_ReviewsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 review`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} reviews`);
	return /** @type {LocalizedString} */ ("rating_reviews");
};

const sw_rating_reviews = /** @type {(inputs: Rating_ReviewsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`maoni 1`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`maoni ${i?.count}`);
	return /** @type {LocalizedString} */ ("rating_reviews");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 review" |
* | "other" | "{count} reviews" |
*
* @param {Rating_ReviewsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rating_reviews = /** @type {((inputs: Rating_ReviewsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_ReviewsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_rating_reviews(inputs)
	return en_rating_reviews(inputs)
});