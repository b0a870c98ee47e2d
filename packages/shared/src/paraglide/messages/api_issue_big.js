/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Issue_BigInputs */

const en_api_issue_big = /** @type {(inputs: Api_Issue_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too big`)
};

const sw_api_issue_big = /** @type {(inputs: Api_Issue_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ni kubwa mno`)
};

/**
* | output |
* | --- |
* | "Too big" |
*
* @param {Api_Issue_BigInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_issue_big = /** @type {((inputs?: Api_Issue_BigInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Issue_BigInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_api_issue_big(inputs)
	return en_api_issue_big(inputs)
});