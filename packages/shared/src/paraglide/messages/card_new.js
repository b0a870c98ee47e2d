/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_NewInputs */

const en_card_new = /** @type {(inputs: Card_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New`)
};

const sw_card_new = /** @type {(inputs: Card_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jipya`)
};

/**
* | output |
* | --- |
* | "New" |
*
* @param {Card_NewInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_new = /** @type {((inputs?: Card_NewInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_NewInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_new(inputs)
	return en_card_new(inputs)
});