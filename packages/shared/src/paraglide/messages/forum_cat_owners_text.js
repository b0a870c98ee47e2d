/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Cat_Owners_TextInputs */

const en_forum_cat_owners_text = /** @type {(inputs: Forum_Cat_Owners_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pricing, hosting, reviews and running a space on Nafasi.`)
};

const sw_forum_cat_owners_text = /** @type {(inputs: Forum_Cat_Owners_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei, kukaribisha, maoni na kuendesha eneo kwenye Nafasi.`)
};

/**
* | output |
* | --- |
* | "Pricing, hosting, reviews and running a space on Nafasi." |
*
* @param {Forum_Cat_Owners_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_cat_owners_text = /** @type {((inputs?: Forum_Cat_Owners_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Cat_Owners_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_cat_owners_text(inputs)
	return en_forum_cat_owners_text(inputs)
});