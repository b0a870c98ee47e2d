/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conv_Report_TitleInputs */

const en_conv_report_title = /** @type {(inputs: Conv_Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report this conversation`)
};

const sw_conv_report_title = /** @type {(inputs: Conv_Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ripoti mazungumzo haya`)
};

/**
* | output |
* | --- |
* | "Report this conversation" |
*
* @param {Conv_Report_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_report_title = /** @type {((inputs?: Conv_Report_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Report_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_conv_report_title(inputs)
	return en_conv_report_title(inputs)
});