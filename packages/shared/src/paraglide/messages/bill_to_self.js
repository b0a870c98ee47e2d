/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bill_To_SelfInputs */

const en_bill_to_self = /** @type {(inputs: Bill_To_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Myself`)
};

const sw_bill_to_self = /** @type {(inputs: Bill_To_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mimi mwenyewe`)
};

/**
* | output |
* | --- |
* | "Myself" |
*
* @param {Bill_To_SelfInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bill_to_self = /** @type {((inputs?: Bill_To_SelfInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bill_To_SelfInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bill_to_self(inputs)
	return en_bill_to_self(inputs)
});