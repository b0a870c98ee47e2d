/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Weekday_SunInputs */

const en_weekday_sun = /** @type {(inputs: Weekday_SunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sunday`)
};

const sw_weekday_sun = /** @type {(inputs: Weekday_SunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumapili`)
};

/**
* | output |
* | --- |
* | "Sunday" |
*
* @param {Weekday_SunInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const weekday_sun = /** @type {((inputs?: Weekday_SunInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Weekday_SunInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_weekday_sun(inputs)
	return en_weekday_sun(inputs)
});