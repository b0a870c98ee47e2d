/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Weekday_Short_FriInputs */

const en_weekday_short_fri = /** @type {(inputs: Weekday_Short_FriInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fri`)
};

const sw_weekday_short_fri = /** @type {(inputs: Weekday_Short_FriInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ijm`)
};

/**
* | output |
* | --- |
* | "Fri" |
*
* @param {Weekday_Short_FriInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const weekday_short_fri = /** @type {((inputs?: Weekday_Short_FriInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Weekday_Short_FriInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_weekday_short_fri(inputs)
	return en_weekday_short_fri(inputs)
});