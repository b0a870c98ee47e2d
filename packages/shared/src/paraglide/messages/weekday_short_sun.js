/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Weekday_Short_SunInputs */

const en_weekday_short_sun = /** @type {(inputs: Weekday_Short_SunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sun`)
};

const sw_weekday_short_sun = /** @type {(inputs: Weekday_Short_SunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jpl`)
};

/**
* | output |
* | --- |
* | "Sun" |
*
* @param {Weekday_Short_SunInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const weekday_short_sun = /** @type {((inputs?: Weekday_Short_SunInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Weekday_Short_SunInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_weekday_short_sun(inputs)
	return en_weekday_short_sun(inputs)
});