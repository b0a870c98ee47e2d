/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hero_TextInputs */

const en_hero_text = /** @type {(inputs: Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meeting rooms, creative studios, event halls, coworking desks and offices in Nairobi, Mombasa, Kisumu, Nakuru and beyond. Book in minutes, pay with M-Pesa.`)
};

const sw_hero_text = /** @type {(inputs: Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyumba vya mikutano, studio za ubunifu, kumbi za matukio, madawati ya kazi ya pamoja na ofisi jijini Nairobi, Mombasa, Kisumu, Nakuru na kwingineko. Weka nafasi kwa dakika chache, lipa kwa M-Pesa.`)
};

/**
* | output |
* | --- |
* | "Meeting rooms, creative studios, event halls, coworking desks and offices in Nairobi, Mombasa, Kisumu, Nakuru and beyond. Book in minutes, pay with M-Pesa." |
*
* @param {Hero_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const hero_text = /** @type {((inputs?: Hero_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hero_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_hero_text(inputs)
	return en_hero_text(inputs)
});