/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conv_Read_Reason_LabelInputs */

const en_conv_read_reason_label = /** @type {(inputs: Conv_Read_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

const sw_conv_read_reason_label = /** @type {(inputs: Conv_Read_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sababu`)
};

/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Conv_Read_Reason_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_read_reason_label = /** @type {((inputs?: Conv_Read_Reason_LabelInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Read_Reason_LabelInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_conv_read_reason_label(inputs)
	return en_conv_read_reason_label(inputs)
});