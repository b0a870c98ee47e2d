/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Limited_ReportsInputs */

const en_limited_reports = /** @type {(inputs: Limited_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`reports`)
};

const sw_limited_reports = /** @type {(inputs: Limited_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ripoti`)
};

/**
* | output |
* | --- |
* | "reports" |
*
* @param {Limited_ReportsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_reports = /** @type {((inputs?: Limited_ReportsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Limited_ReportsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_limited_reports(inputs)
	return en_limited_reports(inputs)
});