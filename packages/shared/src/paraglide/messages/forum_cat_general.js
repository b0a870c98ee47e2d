/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Cat_GeneralInputs */

const en_forum_cat_general = /** @type {(inputs: Forum_Cat_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`General Discussion`)
};

const sw_forum_cat_general = /** @type {(inputs: Forum_Cat_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mjadala wa Jumla`)
};

/**
* | output |
* | --- |
* | "General Discussion" |
*
* @param {Forum_Cat_GeneralInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_cat_general = /** @type {((inputs?: Forum_Cat_GeneralInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Cat_GeneralInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_cat_general(inputs)
	return en_forum_cat_general(inputs)
});