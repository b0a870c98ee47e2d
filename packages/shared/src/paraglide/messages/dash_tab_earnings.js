/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Tab_EarningsInputs */

const en_dash_tab_earnings = /** @type {(inputs: Dash_Tab_EarningsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Earnings`)
};

const sw_dash_tab_earnings = /** @type {(inputs: Dash_Tab_EarningsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mapato`)
};

/**
* | output |
* | --- |
* | "Earnings" |
*
* @param {Dash_Tab_EarningsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_tab_earnings = /** @type {((inputs?: Dash_Tab_EarningsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Tab_EarningsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_dash_tab_earnings(inputs)
	return en_dash_tab_earnings(inputs)
});