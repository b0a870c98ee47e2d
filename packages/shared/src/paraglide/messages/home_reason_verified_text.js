/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Reason_Verified_TextInputs */

const en_home_reason_verified_text = /** @type {(inputs: Home_Reason_Verified_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every listing is reviewed by our team before it goes live, so what you see is what you get.`)
};

const sw_home_reason_verified_text = /** @type {(inputs: Home_Reason_Verified_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kila tangazo hukaguliwa na timu yetu kabla ya kuchapishwa, kwa hiyo unachokiona ndicho unachopata.`)
};

/**
* | output |
* | --- |
* | "Every listing is reviewed by our team before it goes live, so what you see is what you get." |
*
* @param {Home_Reason_Verified_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_reason_verified_text = /** @type {((inputs?: Home_Reason_Verified_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Reason_Verified_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_home_reason_verified_text(inputs)
	return en_home_reason_verified_text(inputs)
});