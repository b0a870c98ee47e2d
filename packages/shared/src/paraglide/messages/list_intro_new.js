/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Intro_NewInputs */

const en_list_intro_new = /** @type {(inputs: List_Intro_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell guests about your space. An admin checks every new listing before it goes live.`)
};

const sw_list_intro_new = /** @type {(inputs: List_Intro_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waeleze wageni kuhusu eneo lako. Msimamizi hukagua kila tangazo jipya kabla ya kuchapishwa.`)
};

/**
* | output |
* | --- |
* | "Tell guests about your space. An admin checks every new listing before it goes live." |
*
* @param {List_Intro_NewInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_intro_new = /** @type {((inputs?: List_Intro_NewInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Intro_NewInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_list_intro_new(inputs)
	return en_list_intro_new(inputs)
});