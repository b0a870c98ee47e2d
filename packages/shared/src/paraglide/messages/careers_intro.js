/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_IntroInputs */

const en_careers_intro = /** @type {(inputs: Careers_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We are a small team in Nairobi building the marketplace for spaces by the hour. Come build it with us.`)
};

const sw_careers_intro = /** @type {(inputs: Careers_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sisi ni timu ndogo jijini Nairobi tunaojenga soko la maeneo kwa saa. Njoo tujenge pamoja.`)
};

/**
* | output |
* | --- |
* | "We are a small team in Nairobi building the marketplace for spaces by the hour. Come build it with us." |
*
* @param {Careers_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const careers_intro = /** @type {((inputs?: Careers_IntroInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_IntroInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_careers_intro(inputs)
	return en_careers_intro(inputs)
});