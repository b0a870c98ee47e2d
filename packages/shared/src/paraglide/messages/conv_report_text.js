/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conv_Report_TextInputs */

const en_conv_report_text = /** @type {(inputs: Conv_Report_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team will read it. Tell us what is wrong (for example, asked to pay outside Nafasi).`)
};

const sw_conv_report_text = /** @type {(inputs: Conv_Report_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timu yetu itayasoma. Tueleze kilichoharibika (kwa mfano, umeombwa kulipa nje ya Nafasi).`)
};

/**
* | output |
* | --- |
* | "Our team will read it. Tell us what is wrong (for example, asked to pay outside Nafasi)." |
*
* @param {Conv_Report_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_report_text = /** @type {((inputs?: Conv_Report_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Report_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_conv_report_text(inputs)
	return en_conv_report_text(inputs)
});