/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Mpesa_Code_ReceivedInputs */

const en_toast_mpesa_code_received = /** @type {(inputs: Toast_Mpesa_Code_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa code received. We’ll confirm your booking once the payment is checked.`)
};

const sw_toast_mpesa_code_received = /** @type {(inputs: Toast_Mpesa_Code_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Msimbo wa M-Pesa umepokelewa. Tutathibitisha uhifadhi wako malipo yakishakaguliwa.`)
};

/**
* | output |
* | --- |
* | "M-Pesa code received. We’ll confirm your booking once the payment is checked." |
*
* @param {Toast_Mpesa_Code_ReceivedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_mpesa_code_received = /** @type {((inputs?: Toast_Mpesa_Code_ReceivedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Mpesa_Code_ReceivedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_mpesa_code_received(inputs)
	return en_toast_mpesa_code_received(inputs)
});