/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Day_Short_BlockedInputs */

const en_day_short_blocked = /** @type {(inputs: Day_Short_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blocked`)
};

const sw_day_short_blocked = /** @type {(inputs: Day_Short_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imezuiwa`)
};

/**
* | output |
* | --- |
* | "Blocked" |
*
* @param {Day_Short_BlockedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const day_short_blocked = /** @type {((inputs?: Day_Short_BlockedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Day_Short_BlockedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_day_short_blocked(inputs)
	return en_day_short_blocked(inputs)
});