/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Review_StarsInputs */

const en_review_stars = /** @type {(inputs: Review_StarsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 star`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} stars`);
	return /** @type {LocalizedString} */ ("review_stars");
};

const sw_review_stars = /** @type {(inputs: Review_StarsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`nyota 1`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`nyota ${i?.count}`);
	return /** @type {LocalizedString} */ ("review_stars");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 star" |
* | "other" | "{count} stars" |
*
* @param {Review_StarsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const review_stars = /** @type {((inputs: Review_StarsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_StarsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_review_stars(inputs)
	return en_review_stars(inputs)
});