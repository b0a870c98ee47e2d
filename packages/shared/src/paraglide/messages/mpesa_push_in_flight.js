/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mpesa_Push_In_FlightInputs */

const en_mpesa_push_in_flight = /** @type {(inputs: Mpesa_Push_In_FlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A payment request is already on your phone: enter your M-Pesa PIN there. If it has gone, wait a minute and send a new one.`)
};

const sw_mpesa_push_in_flight = /** @type {(inputs: Mpesa_Push_In_FlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ombi la malipo tayari liko kwenye simu yako: weka PIN yako ya M-Pesa hapo. Kama limepotea, subiri dakika moja kisha utume jipya.`)
};

/**
* | output |
* | --- |
* | "A payment request is already on your phone: enter your M-Pesa PIN there. If it has gone, wait a minute and send a new one." |
*
* @param {Mpesa_Push_In_FlightInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_push_in_flight = /** @type {((inputs?: Mpesa_Push_In_FlightInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mpesa_Push_In_FlightInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mpesa_push_in_flight(inputs)
	return en_mpesa_push_in_flight(inputs)
});