/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Nul_CharacterInputs */

const en_api_nul_character = /** @type {(inputs: Api_Nul_CharacterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request contains a character that is not allowed (a NUL).`)
};

const sw_api_nul_character = /** @type {(inputs: Api_Nul_CharacterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ombi lina herufi isiyoruhusiwa (NUL).`)
};

/**
* | output |
* | --- |
* | "The request contains a character that is not allowed (a NUL)." |
*
* @param {Api_Nul_CharacterInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_nul_character = /** @type {((inputs?: Api_Nul_CharacterInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Nul_CharacterInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_api_nul_character(inputs)
	return en_api_nul_character(inputs)
});