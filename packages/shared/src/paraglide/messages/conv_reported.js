/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conv_ReportedInputs */

const en_conv_reported = /** @type {(inputs: Conv_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reported`)
};

const sw_conv_reported = /** @type {(inputs: Conv_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeripotiwa`)
};

/**
* | output |
* | --- |
* | "Reported" |
*
* @param {Conv_ReportedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_reported = /** @type {((inputs?: Conv_ReportedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_ReportedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_conv_reported(inputs)
	return en_conv_reported(inputs)
});