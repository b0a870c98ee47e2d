/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_IntroInputs */

const en_how_intro = /** @type {(inputs: How_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search, pick your hours, pay with M-Pesa and show up. Owners list a space in minutes and we handle the bookings.`)
};

const sw_how_intro = /** @type {(inputs: How_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafuta, chagua saa zako, lipa kwa M-Pesa na ufike. Wamiliki huorodhesha eneo kwa dakika chache nasi tunashughulikia uhifadhi.`)
};

/**
* | output |
* | --- |
* | "Search, pick your hours, pay with M-Pesa and show up. Owners list a space in minutes and we handle the bookings." |
*
* @param {How_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const how_intro = /** @type {((inputs?: How_IntroInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_IntroInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_how_intro(inputs)
	return en_how_intro(inputs)
});