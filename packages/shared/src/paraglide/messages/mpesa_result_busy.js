/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mpesa_Result_BusyInputs */

const en_mpesa_result_busy = /** @type {(inputs: Mpesa_Result_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your M-Pesa is busy with another transaction or locked. Wait a minute and try again.`)
};

const sw_mpesa_result_busy = /** @type {(inputs: Mpesa_Result_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa yako inashughulikia muamala mwingine au imefungwa. Subiri dakika moja kisha ujaribu tena.`)
};

/**
* | output |
* | --- |
* | "Your M-Pesa is busy with another transaction or locked. Wait a minute and try again." |
*
* @param {Mpesa_Result_BusyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_result_busy = /** @type {((inputs?: Mpesa_Result_BusyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mpesa_Result_BusyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mpesa_result_busy(inputs)
	return en_mpesa_result_busy(inputs)
});