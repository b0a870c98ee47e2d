/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Day_Reason_PassedInputs */

const en_day_reason_passed = /** @type {(inputs: Day_Reason_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This day has passed`)
};

const sw_day_reason_passed = /** @type {(inputs: Day_Reason_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siku hii imepita`)
};

/**
* | output |
* | --- |
* | "This day has passed" |
*
* @param {Day_Reason_PassedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const day_reason_passed = /** @type {((inputs?: Day_Reason_PassedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Day_Reason_PassedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_day_reason_passed(inputs)
	return en_day_reason_passed(inputs)
});