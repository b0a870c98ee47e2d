/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Too_WeakInputs */

const en_password_too_weak = /** @type {(inputs: Password_Too_WeakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This password would be easy to guess. Add a word or two of your own, or a few more characters, until the meter says Good.`)
};

const sw_password_too_weak = /** @type {(inputs: Password_Too_WeakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenosiri hili linakisiwa kwa urahisi. Ongeza neno moja au mawili yako mwenyewe, au herufi chache zaidi, hadi kipimo kiseme Nzuri.`)
};

/**
* | output |
* | --- |
* | "This password would be easy to guess. Add a word or two of your own, or a few more characters, until the meter says Good." |
*
* @param {Password_Too_WeakInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const password_too_weak = /** @type {((inputs?: Password_Too_WeakInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Too_WeakInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_password_too_weak(inputs)
	return en_password_too_weak(inputs)
});