/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Weekday_Short_WedInputs */

const en_weekday_short_wed = /** @type {(inputs: Weekday_Short_WedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wed`)
};

const sw_weekday_short_wed = /** @type {(inputs: Weekday_Short_WedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jtn`)
};

/**
* | output |
* | --- |
* | "Wed" |
*
* @param {Weekday_Short_WedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const weekday_short_wed = /** @type {((inputs?: Weekday_Short_WedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Weekday_Short_WedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_weekday_short_wed(inputs)
	return en_weekday_short_wed(inputs)
});