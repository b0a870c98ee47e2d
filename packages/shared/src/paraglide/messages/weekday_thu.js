/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Weekday_ThuInputs */

const en_weekday_thu = /** @type {(inputs: Weekday_ThuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thursday`)
};

const sw_weekday_thu = /** @type {(inputs: Weekday_ThuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alhamisi`)
};

/**
* | output |
* | --- |
* | "Thursday" |
*
* @param {Weekday_ThuInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const weekday_thu = /** @type {((inputs?: Weekday_ThuInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Weekday_ThuInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_weekday_thu(inputs)
	return en_weekday_thu(inputs)
});