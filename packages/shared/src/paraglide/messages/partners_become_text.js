/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Become_TextInputs */

const en_partners_become_text = /** @type {(inputs: Partners_Become_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us about your company and we will be in touch within two business days.`)
};

const sw_partners_become_text = /** @type {(inputs: Partners_Become_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tueleze kuhusu kampuni yako nasi tutawasiliana nawe ndani ya siku mbili za kazi.`)
};

/**
* | output |
* | --- |
* | "Tell us about your company and we will be in touch within two business days." |
*
* @param {Partners_Become_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const partners_become_text = /** @type {((inputs?: Partners_Become_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Become_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_partners_become_text(inputs)
	return en_partners_become_text(inputs)
});