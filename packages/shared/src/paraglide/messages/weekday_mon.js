/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Weekday_MonInputs */

const en_weekday_mon = /** @type {(inputs: Weekday_MonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monday`)
};

const sw_weekday_mon = /** @type {(inputs: Weekday_MonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumatatu`)
};

/**
* | output |
* | --- |
* | "Monday" |
*
* @param {Weekday_MonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const weekday_mon = /** @type {((inputs?: Weekday_MonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Weekday_MonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_weekday_mon(inputs)
	return en_weekday_mon(inputs)
});