/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_SendingInputs */

const en_card_sending = /** @type {(inputs: Card_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending...`)
};

const sw_card_sending = /** @type {(inputs: Card_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inatuma...`)
};

/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Card_SendingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_sending = /** @type {((inputs?: Card_SendingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_SendingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_sending(inputs)
	return en_card_sending(inputs)
});