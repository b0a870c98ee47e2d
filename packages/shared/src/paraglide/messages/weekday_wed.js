/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Weekday_WedInputs */

const en_weekday_wed = /** @type {(inputs: Weekday_WedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wednesday`)
};

const sw_weekday_wed = /** @type {(inputs: Weekday_WedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumatano`)
};

/**
* | output |
* | --- |
* | "Wednesday" |
*
* @param {Weekday_WedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const weekday_wed = /** @type {((inputs?: Weekday_WedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Weekday_WedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_weekday_wed(inputs)
	return en_weekday_wed(inputs)
});