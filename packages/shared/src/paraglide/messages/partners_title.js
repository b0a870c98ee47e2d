/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_TitleInputs */

const en_partners_title = /** @type {(inputs: Partners_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grow with Nafasi`)
};

const sw_partners_title = /** @type {(inputs: Partners_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kua pamoja na Nafasi`)
};

/**
* | output |
* | --- |
* | "Grow with Nafasi" |
*
* @param {Partners_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const partners_title = /** @type {((inputs?: Partners_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_partners_title(inputs)
	return en_partners_title(inputs)
});