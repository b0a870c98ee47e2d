/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Weekday_TueInputs */

const en_weekday_tue = /** @type {(inputs: Weekday_TueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuesday`)
};

const sw_weekday_tue = /** @type {(inputs: Weekday_TueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumanne`)
};

/**
* | output |
* | --- |
* | "Tuesday" |
*
* @param {Weekday_TueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const weekday_tue = /** @type {((inputs?: Weekday_TueInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Weekday_TueInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_weekday_tue(inputs)
	return en_weekday_tue(inputs)
});