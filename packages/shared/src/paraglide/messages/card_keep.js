/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_KeepInputs */

const en_card_keep = /** @type {(inputs: Card_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep booking`)
};

const sw_card_keep = /** @type {(inputs: Card_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baki na uhifadhi`)
};

/**
* | output |
* | --- |
* | "Keep booking" |
*
* @param {Card_KeepInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_keep = /** @type {((inputs?: Card_KeepInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_KeepInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_keep(inputs)
	return en_card_keep(inputs)
});