/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conv_Read_Reason_ButtonInputs */

const en_conv_read_reason_button = /** @type {(inputs: Conv_Read_Reason_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the conversation`)
};

const sw_conv_read_reason_button = /** @type {(inputs: Conv_Read_Reason_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soma mazungumzo`)
};

/**
* | output |
* | --- |
* | "Read the conversation" |
*
* @param {Conv_Read_Reason_ButtonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_read_reason_button = /** @type {((inputs?: Conv_Read_Reason_ButtonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Read_Reason_ButtonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_conv_read_reason_button(inputs)
	return en_conv_read_reason_button(inputs)
});