/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_Code_Received_AfterInputs */

const en_card_code_received_after = /** @type {(inputs: Card_Code_Received_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`received; waiting for confirmation.`)
};

const sw_card_code_received_after = /** @type {(inputs: Card_Code_Received_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`umepokelewa; unasubiri kuthibitishwa.`)
};

/**
* | output |
* | --- |
* | "received; waiting for confirmation." |
*
* @param {Card_Code_Received_AfterInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_code_received_after = /** @type {((inputs?: Card_Code_Received_AfterInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Code_Received_AfterInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_code_received_after(inputs)
	return en_card_code_received_after(inputs)
});