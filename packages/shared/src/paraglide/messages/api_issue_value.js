/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Issue_ValueInputs */

const en_api_issue_value = /** @type {(inputs: Api_Issue_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not one of the values allowed`)
};

const sw_api_issue_value = /** @type {(inputs: Api_Issue_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si mojawapo ya thamani zinazokubalika`)
};

/**
* | output |
* | --- |
* | "Not one of the values allowed" |
*
* @param {Api_Issue_ValueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_issue_value = /** @type {((inputs?: Api_Issue_ValueInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Issue_ValueInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_api_issue_value(inputs)
	return en_api_issue_value(inputs)
});