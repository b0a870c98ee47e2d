/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Day_Short_HorizonInputs */

const en_day_short_horizon = /** @type {(inputs: Day_Short_HorizonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not yet`)
};

const sw_day_short_horizon = /** @type {(inputs: Day_Short_HorizonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bado`)
};

/**
* | output |
* | --- |
* | "Not yet" |
*
* @param {Day_Short_HorizonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const day_short_horizon = /** @type {((inputs?: Day_Short_HorizonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Day_Short_HorizonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_day_short_horizon(inputs)
	return en_day_short_horizon(inputs)
});