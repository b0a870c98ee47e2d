/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Total_SpentInputs */

const en_dash_total_spent = /** @type {(inputs: Dash_Total_SpentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Spent`)
};

const sw_dash_total_spent = /** @type {(inputs: Dash_Total_SpentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumla Uliyotumia`)
};

/**
* | output |
* | --- |
* | "Total Spent" |
*
* @param {Dash_Total_SpentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_total_spent = /** @type {((inputs?: Dash_Total_SpentInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Total_SpentInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_dash_total_spent(inputs)
	return en_dash_total_spent(inputs)
});