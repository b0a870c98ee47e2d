/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Share_TextInputs */

const en_home_share_text = /** @type {(inputs: Home_Share_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List your boardroom, studio, hall or desks on Nafasi and earn from the hours they stand empty.`)
};

const sw_home_share_text = /** @type {(inputs: Home_Share_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orodhesha chumba chako cha mikutano, studio, ukumbi au madawati kwenye Nafasi upate mapato kutokana na saa ambazo yangekaa tupu.`)
};

/**
* | output |
* | --- |
* | "List your boardroom, studio, hall or desks on Nafasi and earn from the hours they stand empty." |
*
* @param {Home_Share_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_share_text = /** @type {((inputs?: Home_Share_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Share_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_home_share_text(inputs)
	return en_home_share_text(inputs)
});