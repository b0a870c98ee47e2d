/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Weekday_Short_MonInputs */

const en_weekday_short_mon = /** @type {(inputs: Weekday_Short_MonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon`)
};

const sw_weekday_short_mon = /** @type {(inputs: Weekday_Short_MonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jtt`)
};

/**
* | output |
* | --- |
* | "Mon" |
*
* @param {Weekday_Short_MonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const weekday_short_mon = /** @type {((inputs?: Weekday_Short_MonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Weekday_Short_MonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_weekday_short_mon(inputs)
	return en_weekday_short_mon(inputs)
});