/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_MonthInputs */

const en_field_month = /** @type {(inputs: Field_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`month must be a month written YYYY-MM, like 2026-12`)
};

const sw_field_month = /** @type {(inputs: Field_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`month lazima uwe mwezi ulioandikwa YYYY-MM, kama 2026-12`)
};

/**
* | output |
* | --- |
* | "month must be a month written YYYY-MM, like 2026-12" |
*
* @param {Field_MonthInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_month = /** @type {((inputs?: Field_MonthInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_MonthInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_month(inputs)
	return en_field_month(inputs)
});