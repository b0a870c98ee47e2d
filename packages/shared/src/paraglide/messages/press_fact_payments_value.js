/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Press_Fact_Payments_ValueInputs */

const en_press_fact_payments_value = /** @type {(inputs: Press_Fact_Payments_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa; cards coming soon`)
};

const sw_press_fact_payments_value = /** @type {(inputs: Press_Fact_Payments_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa; kadi zinakuja hivi karibuni`)
};

/**
* | output |
* | --- |
* | "M-Pesa; cards coming soon" |
*
* @param {Press_Fact_Payments_ValueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_fact_payments_value = /** @type {((inputs?: Press_Fact_Payments_ValueInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Fact_Payments_ValueInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_press_fact_payments_value(inputs)
	return en_press_fact_payments_value(inputs)
});