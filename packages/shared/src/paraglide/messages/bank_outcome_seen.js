/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bank_Outcome_SeenInputs */

const en_bank_outcome_seen = /** @type {(inputs: Bank_Outcome_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loaded before`)
};

const sw_bank_outcome_seen = /** @type {(inputs: Bank_Outcome_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilipakiwa awali`)
};

/**
* | output |
* | --- |
* | "Loaded before" |
*
* @param {Bank_Outcome_SeenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_outcome_seen = /** @type {((inputs?: Bank_Outcome_SeenInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Outcome_SeenInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_outcome_seen(inputs)
	return en_bank_outcome_seen(inputs)
});