/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Reason_Hourly_TextInputs */

const en_home_reason_hourly_text = /** @type {(inputs: Home_Reason_Hourly_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay only for the time you need: an hour for an interview, a day for a workshop.`)
};

const sw_home_reason_hourly_text = /** @type {(inputs: Home_Reason_Hourly_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lipia muda unaouhitaji tu: saa moja kwa usaili, siku nzima kwa warsha.`)
};

/**
* | output |
* | --- |
* | "Pay only for the time you need: an hour for an interview, a day for a workshop." |
*
* @param {Home_Reason_Hourly_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_reason_hourly_text = /** @type {((inputs?: Home_Reason_Hourly_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Reason_Hourly_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_home_reason_hourly_text(inputs)
	return en_home_reason_hourly_text(inputs)
});