/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nojs_PageInputs */

const en_nojs_page = /** @type {(inputs: Nojs_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page needs JavaScript, which is off in your browser. Turn it on to use it; spaces, the help centre and the blog can be read without it.`)
};

const sw_nojs_page = /** @type {(inputs: Nojs_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ukurasa huu unahitaji JavaScript, ambayo imezimwa kwenye kivinjari chako. Iwashe ili kuutumia; maeneo, kituo cha msaada na blogu vinaweza kusomwa bila hiyo.`)
};

/**
* | output |
* | --- |
* | "This page needs JavaScript, which is off in your browser. Turn it on to use it; spaces, the help centre and the blog can be read without it." |
*
* @param {Nojs_PageInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const nojs_page = /** @type {((inputs?: Nojs_PageInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nojs_PageInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_nojs_page(inputs)
	return en_nojs_page(inputs)
});