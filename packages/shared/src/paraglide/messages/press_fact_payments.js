/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Press_Fact_PaymentsInputs */

const en_press_fact_payments = /** @type {(inputs: Press_Fact_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments`)
};

const sw_press_fact_payments = /** @type {(inputs: Press_Fact_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Malipo`)
};

/**
* | output |
* | --- |
* | "Payments" |
*
* @param {Press_Fact_PaymentsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_fact_payments = /** @type {((inputs?: Press_Fact_PaymentsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Fact_PaymentsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_press_fact_payments(inputs)
	return en_press_fact_payments(inputs)
});