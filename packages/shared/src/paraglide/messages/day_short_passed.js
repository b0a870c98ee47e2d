/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Day_Short_PassedInputs */

const en_day_short_passed = /** @type {(inputs: Day_Short_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past`)
};

const sw_day_short_passed = /** @type {(inputs: Day_Short_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imepita`)
};

/**
* | output |
* | --- |
* | "Past" |
*
* @param {Day_Short_PassedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const day_short_passed = /** @type {((inputs?: Day_Short_PassedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Day_Short_PassedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_day_short_passed(inputs)
	return en_day_short_passed(inputs)
});