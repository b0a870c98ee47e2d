/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Earnings_LoadingInputs */

const en_earnings_loading = /** @type {(inputs: Earnings_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your earnings…`)
};

const sw_earnings_loading = /** @type {(inputs: Earnings_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inapakia mapato yako…`)
};

/**
* | output |
* | --- |
* | "Loading your earnings…" |
*
* @param {Earnings_LoadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_loading = /** @type {((inputs?: Earnings_LoadingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Earnings_LoadingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_earnings_loading(inputs)
	return en_earnings_loading(inputs)
});