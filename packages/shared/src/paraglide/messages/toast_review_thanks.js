/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Review_ThanksInputs */

const en_toast_review_thanks = /** @type {(inputs: Toast_Review_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for your review!`)
};

const sw_toast_review_thanks = /** @type {(inputs: Toast_Review_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asante kwa tathmini yako!`)
};

/**
* | output |
* | --- |
* | "Thank you for your review!" |
*
* @param {Toast_Review_ThanksInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_review_thanks = /** @type {((inputs?: Toast_Review_ThanksInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Review_ThanksInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_review_thanks(inputs)
	return en_toast_review_thanks(inputs)
});