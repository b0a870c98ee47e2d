/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ expected: NonNullable<unknown> }} Api_Issue_TypeInputs */

const en_api_issue_type = /** @type {(inputs: Api_Issue_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invalid input: expected ${i?.expected}`)
};

const sw_api_issue_type = /** @type {(inputs: Api_Issue_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thamani si sahihi: ilitarajiwa ${i?.expected}`)
};

/**
* | output |
* | --- |
* | "Invalid input: expected {expected}" |
*
* @param {Api_Issue_TypeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_issue_type = /** @type {((inputs: Api_Issue_TypeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Issue_TypeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_api_issue_type(inputs)
	return en_api_issue_type(inputs)
});