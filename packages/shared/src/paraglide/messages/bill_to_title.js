/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bill_To_TitleInputs */

const en_bill_to_title = /** @type {(inputs: Bill_To_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bill to`)
};

const sw_bill_to_title = /** @type {(inputs: Bill_To_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tozwa kwa`)
};

/**
* | output |
* | --- |
* | "Bill to" |
*
* @param {Bill_To_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bill_to_title = /** @type {((inputs?: Bill_To_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bill_To_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bill_to_title(inputs)
	return en_bill_to_title(inputs)
});