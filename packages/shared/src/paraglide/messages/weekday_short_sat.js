/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Weekday_Short_SatInputs */

const en_weekday_short_sat = /** @type {(inputs: Weekday_Short_SatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sat`)
};

const sw_weekday_short_sat = /** @type {(inputs: Weekday_Short_SatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jms`)
};

/**
* | output |
* | --- |
* | "Sat" |
*
* @param {Weekday_Short_SatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const weekday_short_sat = /** @type {((inputs?: Weekday_Short_SatInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Weekday_Short_SatInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_weekday_short_sat(inputs)
	return en_weekday_short_sat(inputs)
});