/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Summary_SubtotalInputs */

const en_summary_subtotal = /** @type {(inputs: Summary_SubtotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subtotal`)
};

const sw_summary_subtotal = /** @type {(inputs: Summary_SubtotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumla ndogo`)
};

/**
* | output |
* | --- |
* | "Subtotal" |
*
* @param {Summary_SubtotalInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const summary_subtotal = /** @type {((inputs?: Summary_SubtotalInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Summary_SubtotalInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_summary_subtotal(inputs)
	return en_summary_subtotal(inputs)
});