/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Issue_OtherInputs */

const en_api_issue_other = /** @type {(inputs: Api_Issue_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid value`)
};

const sw_api_issue_other = /** @type {(inputs: Api_Issue_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thamani si sahihi`)
};

/**
* | output |
* | --- |
* | "Invalid value" |
*
* @param {Api_Issue_OtherInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_issue_other = /** @type {((inputs?: Api_Issue_OtherInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Issue_OtherInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_api_issue_other(inputs)
	return en_api_issue_other(inputs)
});