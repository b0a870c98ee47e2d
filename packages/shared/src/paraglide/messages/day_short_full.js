/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Day_Short_FullInputs */

const en_day_short_full = /** @type {(inputs: Day_Short_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full`)
};

const sw_day_short_full = /** @type {(inputs: Day_Short_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imejaa`)
};

/**
* | output |
* | --- |
* | "Full" |
*
* @param {Day_Short_FullInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const day_short_full = /** @type {((inputs?: Day_Short_FullInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Day_Short_FullInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_day_short_full(inputs)
	return en_day_short_full(inputs)
});