/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nojs_Sign_InInputs */

const en_nojs_sign_in = /** @type {(inputs: Nojs_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in needs JavaScript, which is off in your browser. Turn it on to sign in; spaces, the help centre and the blog can be read without it.`)
};

const sw_nojs_sign_in = /** @type {(inputs: Nojs_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuingia kunahitaji JavaScript, ambayo imezimwa kwenye kivinjari chako. Iwashe ili uingie; maeneo, kituo cha msaada na blogu vinaweza kusomwa bila hiyo.`)
};

/**
* | output |
* | --- |
* | "Signing in needs JavaScript, which is off in your browser. Turn it on to sign in; spaces, the help centre and the blog can be read without it." |
*
* @param {Nojs_Sign_InInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const nojs_sign_in = /** @type {((inputs?: Nojs_Sign_InInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nojs_Sign_InInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_nojs_sign_in(inputs)
	return en_nojs_sign_in(inputs)
});