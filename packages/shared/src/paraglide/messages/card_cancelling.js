/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_CancellingInputs */

const en_card_cancelling = /** @type {(inputs: Card_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelling...`)
};

const sw_card_cancelling = /** @type {(inputs: Card_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inaghairi...`)
};

/**
* | output |
* | --- |
* | "Cancelling..." |
*
* @param {Card_CancellingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_cancelling = /** @type {((inputs?: Card_CancellingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_CancellingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_cancelling(inputs)
	return en_card_cancelling(inputs)
});