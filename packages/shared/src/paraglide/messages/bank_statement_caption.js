/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown>, account: NonNullable<unknown>, at: NonNullable<unknown> }} Bank_Statement_CaptionInputs */

const en_bank_statement_caption = /** @type {(inputs: Bank_Statement_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: account ${i?.account}, loaded ${i?.at}`)
};

const sw_bank_statement_caption = /** @type {(inputs: Bank_Statement_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: akaunti ${i?.account}, imepakiwa ${i?.at}`)
};

/**
* | output |
* | --- |
* | "{file}: account {account}, loaded {at}" |
*
* @param {Bank_Statement_CaptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_statement_caption = /** @type {((inputs: Bank_Statement_CaptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Statement_CaptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_statement_caption(inputs)
	return en_bank_statement_caption(inputs)
});