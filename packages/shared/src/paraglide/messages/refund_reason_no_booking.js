/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ account: NonNullable<unknown> }} Refund_Reason_No_BookingInputs */

const en_refund_reason_no_booking = /** @type {(inputs: Refund_Reason_No_BookingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid to account "${i?.account}", which is no booking waiting for payment`)
};

const sw_refund_reason_no_booking = /** @type {(inputs: Refund_Reason_No_BookingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imelipwa kwa akaunti "${i?.account}", ambayo si uhifadhi unaosubiri malipo`)
};

/**
* | output |
* | --- |
* | "Paid to account \"{account}\", which is no booking waiting for payment" |
*
* @param {Refund_Reason_No_BookingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_reason_no_booking = /** @type {((inputs: Refund_Reason_No_BookingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Reason_No_BookingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_refund_reason_no_booking(inputs)
	return en_refund_reason_no_booking(inputs)
});