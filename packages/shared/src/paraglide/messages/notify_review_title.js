/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Notify_Review_TitleInputs */

const en_notify_review_title = /** @type {(inputs: Notify_Review_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`How was ${i?.space}?`)
};

const sw_notify_review_title = /** @type {(inputs: Notify_Review_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.space} ilikuwaje?`)
};

/**
* | output |
* | --- |
* | "How was {space}?" |
*
* @param {Notify_Review_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_review_title = /** @type {((inputs: Notify_Review_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Review_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_review_title(inputs)
	return en_notify_review_title(inputs)
});