/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nojs_RegisterInputs */

const en_nojs_register = /** @type {(inputs: Nojs_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creating an account needs JavaScript, which is off in your browser. Turn it on to sign up; spaces, the help centre and the blog can be read without it.`)
};

const sw_nojs_register = /** @type {(inputs: Nojs_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kufungua akaunti kunahitaji JavaScript, ambayo imezimwa kwenye kivinjari chako. Iwashe ili ujisajili; maeneo, kituo cha msaada na blogu vinaweza kusomwa bila hiyo.`)
};

/**
* | output |
* | --- |
* | "Creating an account needs JavaScript, which is off in your browser. Turn it on to sign up; spaces, the help centre and the blog can be read without it." |
*
* @param {Nojs_RegisterInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const nojs_register = /** @type {((inputs?: Nojs_RegisterInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nojs_RegisterInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_nojs_register(inputs)
	return en_nojs_register(inputs)
});