/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Read_ReviewInputs */

const en_notify_read_review = /** @type {(inputs: Notify_Read_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the review`)
};

const sw_notify_read_review = /** @type {(inputs: Notify_Read_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soma maoni`)
};

/**
* | output |
* | --- |
* | "Read the review" |
*
* @param {Notify_Read_ReviewInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_read_review = /** @type {((inputs?: Notify_Read_ReviewInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Read_ReviewInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_read_review(inputs)
	return en_notify_read_review(inputs)
});