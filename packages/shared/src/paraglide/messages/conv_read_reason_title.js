/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conv_Read_Reason_TitleInputs */

const en_conv_read_reason_title = /** @type {(inputs: Conv_Read_Reason_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why are you reading this conversation?`)
};

const sw_conv_read_reason_title = /** @type {(inputs: Conv_Read_Reason_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwa nini unasoma mazungumzo haya?`)
};

/**
* | output |
* | --- |
* | "Why are you reading this conversation?" |
*
* @param {Conv_Read_Reason_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_read_reason_title = /** @type {((inputs?: Conv_Read_Reason_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Read_Reason_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_conv_read_reason_title(inputs)
	return en_conv_read_reason_title(inputs)
});