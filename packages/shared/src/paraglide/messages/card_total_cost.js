/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_Total_CostInputs */

const en_card_total_cost = /** @type {(inputs: Card_Total_CostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total cost`)
};

const sw_card_total_cost = /** @type {(inputs: Card_Total_CostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumla ya gharama`)
};

/**
* | output |
* | --- |
* | "Total cost" |
*
* @param {Card_Total_CostInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_total_cost = /** @type {((inputs?: Card_Total_CostInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Total_CostInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_total_cost(inputs)
	return en_card_total_cost(inputs)
});