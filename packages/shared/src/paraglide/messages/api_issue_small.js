/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Issue_SmallInputs */

const en_api_issue_small = /** @type {(inputs: Api_Issue_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too small`)
};

const sw_api_issue_small = /** @type {(inputs: Api_Issue_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ni ndogo mno`)
};

/**
* | output |
* | --- |
* | "Too small" |
*
* @param {Api_Issue_SmallInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_issue_small = /** @type {((inputs?: Api_Issue_SmallInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Issue_SmallInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_api_issue_small(inputs)
	return en_api_issue_small(inputs)
});