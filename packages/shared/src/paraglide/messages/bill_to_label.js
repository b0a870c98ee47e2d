/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bill_To_LabelInputs */

const en_bill_to_label = /** @type {(inputs: Bill_To_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Whose account the booking goes on`)
};

const sw_bill_to_label = /** @type {(inputs: Bill_To_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akaunti ambayo uhifadhi utatozwa`)
};

/**
* | output |
* | --- |
* | "Whose account the booking goes on" |
*
* @param {Bill_To_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bill_to_label = /** @type {((inputs?: Bill_To_LabelInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bill_To_LabelInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bill_to_label(inputs)
	return en_bill_to_label(inputs)
});