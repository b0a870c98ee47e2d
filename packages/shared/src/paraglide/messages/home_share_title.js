/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Share_TitleInputs */

const en_home_share_title = /** @type {(inputs: Home_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Have a space to share?`)
};

const sw_home_share_title = /** @type {(inputs: Home_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una eneo la kushiriki?`)
};

/**
* | output |
* | --- |
* | "Have a space to share?" |
*
* @param {Home_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_share_title = /** @type {((inputs?: Home_Share_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Share_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_home_share_title(inputs)
	return en_home_share_title(inputs)
});