/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Search_BudgetInputs */

const en_api_search_budget = /** @type {(inputs: Api_Search_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many searches from your network. Try again in a few seconds.`)
};

const sw_api_search_budget = /** @type {(inputs: Api_Search_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utafutaji mwingi mno kutoka kwenye mtandao wako. Jaribu tena baada ya sekunde chache.`)
};

/**
* | output |
* | --- |
* | "Too many searches from your network. Try again in a few seconds." |
*
* @param {Api_Search_BudgetInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_search_budget = /** @type {((inputs?: Api_Search_BudgetInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Search_BudgetInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_api_search_budget(inputs)
	return en_api_search_budget(inputs)
});