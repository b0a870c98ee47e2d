/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bill_To_Self_HintInputs */

const en_bill_to_self_hint = /** @type {(inputs: Bill_To_Self_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invoice names you.`)
};

const sw_bill_to_self_hint = /** @type {(inputs: Bill_To_Self_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ankara inakutaja wewe.`)
};

/**
* | output |
* | --- |
* | "The invoice names you." |
*
* @param {Bill_To_Self_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bill_to_self_hint = /** @type {((inputs?: Bill_To_Self_HintInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bill_To_Self_HintInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bill_to_self_hint(inputs)
	return en_bill_to_self_hint(inputs)
});