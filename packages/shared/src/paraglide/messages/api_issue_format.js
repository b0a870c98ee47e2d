/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Issue_FormatInputs */

const en_api_issue_format = /** @type {(inputs: Api_Issue_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid format`)
};

const sw_api_issue_format = /** @type {(inputs: Api_Issue_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muundo si sahihi`)
};

/**
* | output |
* | --- |
* | "Invalid format" |
*
* @param {Api_Issue_FormatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_issue_format = /** @type {((inputs?: Api_Issue_FormatInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Issue_FormatInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_api_issue_format(inputs)
	return en_api_issue_format(inputs)
});