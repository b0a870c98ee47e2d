/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Bank_Step_NameInputs */

const en_bank_step_name = /** @type {(inputs: Bank_Step_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Account name: ${i?.name}.`)
};

const sw_bank_step_name = /** @type {(inputs: Bank_Step_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jina la akaunti: ${i?.name}.`)
};

/**
* | output |
* | --- |
* | "Account name: {name}." |
*
* @param {Bank_Step_NameInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_step_name = /** @type {((inputs: Bank_Step_NameInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Step_NameInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_step_name(inputs)
	return en_bank_step_name(inputs)
});