/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bank_Load_HintInputs */

const en_bank_load_hint = /** @type {(inputs: Bank_Load_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The camt.053 (XML) or MT940 file from the bank's online banking. Each credit pays the bookings whose references it names.`)
};

const sw_bank_load_hint = /** @type {(inputs: Bank_Load_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faili ya camt.053 (XML) au MT940 kutoka benki ya mtandaoni. Kila malipo yanalipia uhifadhi ambao nambari zake yanataja.`)
};

/**
* | output |
* | --- |
* | "The camt.053 (XML) or MT940 file from the bank's online banking. Each credit pays the bookings whose references it names." |
*
* @param {Bank_Load_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_load_hint = /** @type {((inputs?: Bank_Load_HintInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Load_HintInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_load_hint(inputs)
	return en_bank_load_hint(inputs)
});