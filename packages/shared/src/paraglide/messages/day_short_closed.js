/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Day_Short_ClosedInputs */

const en_day_short_closed = /** @type {(inputs: Day_Short_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed`)
};

const sw_day_short_closed = /** @type {(inputs: Day_Short_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imefungwa`)
};

/**
* | output |
* | --- |
* | "Closed" |
*
* @param {Day_Short_ClosedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const day_short_closed = /** @type {((inputs?: Day_Short_ClosedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Day_Short_ClosedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_day_short_closed(inputs)
	return en_day_short_closed(inputs)
});