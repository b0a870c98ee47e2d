/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Write_ReviewInputs */

const en_notify_write_review = /** @type {(inputs: Notify_Write_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write a review`)
};

const sw_notify_write_review = /** @type {(inputs: Notify_Write_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andika maoni`)
};

/**
* | output |
* | --- |
* | "Write a review" |
*
* @param {Notify_Write_ReviewInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_write_review = /** @type {((inputs?: Notify_Write_ReviewInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Write_ReviewInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_write_review(inputs)
	return en_notify_write_review(inputs)
});