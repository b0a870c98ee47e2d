/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_Blocked_LowerInputs */

const en_cal_blocked_lower = /** @type {(inputs: Cal_Blocked_LowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`blocked`)
};

const sw_cal_blocked_lower = /** @type {(inputs: Cal_Blocked_LowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`imezuiwa`)
};

/**
* | output |
* | --- |
* | "blocked" |
*
* @param {Cal_Blocked_LowerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_blocked_lower = /** @type {((inputs?: Cal_Blocked_LowerInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Blocked_LowerInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_blocked_lower(inputs)
	return en_cal_blocked_lower(inputs)
});