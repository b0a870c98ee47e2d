/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stars: NonNullable<unknown>, space: NonNullable<unknown> }} Notify_Review_Posted_TitleInputs */

const en_notify_review_posted_title = /** @type {(inputs: Notify_Review_Posted_TitleInputs) => LocalizedString} */ (i) => {const starsPlural = registry.plural("en", i?.stars, {});
	if (starsPlural === "one") return /** @type {LocalizedString} */ (`New 1-star review of ${i?.space}`);
	if (starsPlural === "other") return /** @type {LocalizedString} */ (`New ${i?.stars}-star review of ${i?.space}`);
	return /** @type {LocalizedString} */ ("notify_review_posted_title");
};

const sw_notify_review_posted_title = /** @type {(inputs: Notify_Review_Posted_TitleInputs) => LocalizedString} */ (i) => {
	const starsPlural = registry.plural("sw", i?.stars, {});return /** @type {LocalizedString} */ (`Maoni mapya ya nyota ${i?.stars} kuhusu ${i?.space}`)
};

/**
* | starsPlural | output |
* | --- | --- |
* | "one" | "New 1-star review of {space}" |
* | "other" | "New {stars}-star review of {space}" |
*
* @param {Notify_Review_Posted_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_review_posted_title = /** @type {((inputs: Notify_Review_Posted_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Review_Posted_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_review_posted_title(inputs)
	return en_notify_review_posted_title(inputs)
});