/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Day_Reason_BlockedInputs */

const en_day_reason_blocked = /** @type {(inputs: Day_Reason_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blocked by the host`)
};

const sw_day_reason_blocked = /** @type {(inputs: Day_Reason_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imezuiwa na mwenyeji`)
};

/**
* | output |
* | --- |
* | "Blocked by the host" |
*
* @param {Day_Reason_BlockedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const day_reason_blocked = /** @type {((inputs?: Day_Reason_BlockedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Day_Reason_BlockedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_day_reason_blocked(inputs)
	return en_day_reason_blocked(inputs)
});