/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Weekday_SatInputs */

const en_weekday_sat = /** @type {(inputs: Weekday_SatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saturday`)
};

const sw_weekday_sat = /** @type {(inputs: Weekday_SatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumamosi`)
};

/**
* | output |
* | --- |
* | "Saturday" |
*
* @param {Weekday_SatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const weekday_sat = /** @type {((inputs?: Weekday_SatInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Weekday_SatInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_weekday_sat(inputs)
	return en_weekday_sat(inputs)
});