/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bank_Step_MatchedInputs */

const en_bank_step_matched = /** @type {(inputs: Bank_Step_MatchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is matched when the bank's statement reaches us: Pesalink the same day, other transfers by the next working day.`)
};

const sw_bank_step_matched = /** @type {(inputs: Bank_Step_MatchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yanaunganishwa taarifa ya benki inapotufikia: Pesalink siku hiyo hiyo, uhamisho mwingine kufikia siku ya kazi inayofuata.`)
};

/**
* | output |
* | --- |
* | "It is matched when the bank's statement reaches us: Pesalink the same day, other transfers by the next working day." |
*
* @param {Bank_Step_MatchedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_step_matched = /** @type {((inputs?: Bank_Step_MatchedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Step_MatchedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_step_matched(inputs)
	return en_bank_step_matched(inputs)
});