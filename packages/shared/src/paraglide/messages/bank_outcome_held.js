/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bank_Outcome_HeldInputs */

const en_bank_outcome_held = /** @type {(inputs: Bank_Outcome_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Held for you`)
};

const sw_bank_outcome_held = /** @type {(inputs: Bank_Outcome_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inakusubiri`)
};

/**
* | output |
* | --- |
* | "Held for you" |
*
* @param {Bank_Outcome_HeldInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_outcome_held = /** @type {((inputs?: Bank_Outcome_HeldInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Outcome_HeldInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_outcome_held(inputs)
	return en_bank_outcome_held(inputs)
});