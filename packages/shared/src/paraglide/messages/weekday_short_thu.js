/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Weekday_Short_ThuInputs */

const en_weekday_short_thu = /** @type {(inputs: Weekday_Short_ThuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thu`)
};

const sw_weekday_short_thu = /** @type {(inputs: Weekday_Short_ThuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alh`)
};

/**
* | output |
* | --- |
* | "Thu" |
*
* @param {Weekday_Short_ThuInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const weekday_short_thu = /** @type {((inputs?: Weekday_Short_ThuInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Weekday_Short_ThuInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_weekday_short_thu(inputs)
	return en_weekday_short_thu(inputs)
});