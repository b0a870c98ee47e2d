/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_Code_Received_BeforeInputs */

const en_card_code_received_before = /** @type {(inputs: Card_Code_Received_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa code`)
};

const sw_card_code_received_before = /** @type {(inputs: Card_Code_Received_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Msimbo wa M-Pesa`)
};

/**
* | output |
* | --- |
* | "M-Pesa code" |
*
* @param {Card_Code_Received_BeforeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_code_received_before = /** @type {((inputs?: Card_Code_Received_BeforeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Code_Received_BeforeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_code_received_before(inputs)
	return en_card_code_received_before(inputs)
});