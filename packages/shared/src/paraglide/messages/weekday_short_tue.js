/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Weekday_Short_TueInputs */

const en_weekday_short_tue = /** @type {(inputs: Weekday_Short_TueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tue`)
};

const sw_weekday_short_tue = /** @type {(inputs: Weekday_Short_TueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jnn`)
};

/**
* | output |
* | --- |
* | "Tue" |
*
* @param {Weekday_Short_TueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const weekday_short_tue = /** @type {((inputs?: Weekday_Short_TueInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Weekday_Short_TueInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_weekday_short_tue(inputs)
	return en_weekday_short_tue(inputs)
});