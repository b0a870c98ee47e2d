/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Hourly_RateInputs */

const en_form_hourly_rate = /** @type {(inputs: Form_Hourly_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hourly rate (KSH)`)
};

const sw_form_hourly_rate = /** @type {(inputs: Form_Hourly_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei kwa saa (KSH)`)
};

/**
* | output |
* | --- |
* | "Hourly rate (KSH)" |
*
* @param {Form_Hourly_RateInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_hourly_rate = /** @type {((inputs?: Form_Hourly_RateInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Hourly_RateInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_form_hourly_rate(inputs)
	return en_form_hourly_rate(inputs)
});