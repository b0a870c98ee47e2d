/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Weekday_FriInputs */

const en_weekday_fri = /** @type {(inputs: Weekday_FriInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Friday`)
};

const sw_weekday_fri = /** @type {(inputs: Weekday_FriInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ijumaa`)
};

/**
* | output |
* | --- |
* | "Friday" |
*
* @param {Weekday_FriInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const weekday_fri = /** @type {((inputs?: Weekday_FriInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Weekday_FriInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_weekday_fri(inputs)
	return en_weekday_fri(inputs)
});