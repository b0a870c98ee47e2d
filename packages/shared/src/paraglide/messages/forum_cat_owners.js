/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Cat_OwnersInputs */

const en_forum_cat_owners = /** @type {(inputs: Forum_Cat_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Space Owners`)
};

const sw_forum_cat_owners = /** @type {(inputs: Forum_Cat_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wamiliki wa Maeneo`)
};

/**
* | output |
* | --- |
* | "Space Owners" |
*
* @param {Forum_Cat_OwnersInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_cat_owners = /** @type {((inputs?: Forum_Cat_OwnersInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Cat_OwnersInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_cat_owners(inputs)
	return en_forum_cat_owners(inputs)
});