/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Security_ReportInputs */

const en_security_report = /** @type {(inputs: Security_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report Security Issue`)
};

const sw_security_report = /** @type {(inputs: Security_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ripoti Tatizo la Usalama`)
};

/**
* | output |
* | --- |
* | "Report Security Issue" |
*
* @param {Security_ReportInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const security_report = /** @type {((inputs?: Security_ReportInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Security_ReportInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_security_report(inputs)
	return en_security_report(inputs)
});