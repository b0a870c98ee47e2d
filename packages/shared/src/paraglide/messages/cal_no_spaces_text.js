/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_No_Spaces_TextInputs */

const en_cal_no_spaces_text = /** @type {(inputs: Cal_No_Spaces_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List a space to manage its calendar here.`)
};

const sw_cal_no_spaces_text = /** @type {(inputs: Cal_No_Spaces_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orodhesha eneo ili kusimamia kalenda yake hapa.`)
};

/**
* | output |
* | --- |
* | "List a space to manage its calendar here." |
*
* @param {Cal_No_Spaces_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_no_spaces_text = /** @type {((inputs?: Cal_No_Spaces_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_No_Spaces_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_no_spaces_text(inputs)
	return en_cal_no_spaces_text(inputs)
});