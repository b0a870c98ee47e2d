/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Refund_Reason_Cancelled_By_GuestInputs */

const en_refund_reason_cancelled_by_guest = /** @type {(inputs: Refund_Reason_Cancelled_By_GuestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancelled by the guest at least ${i?.hours} hours ahead`)
};

const sw_refund_reason_cancelled_by_guest = /** @type {(inputs: Refund_Reason_Cancelled_By_GuestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imeghairiwa na mgeni angalau saa ${i?.hours} kabla`)
};

/**
* | output |
* | --- |
* | "Cancelled by the guest at least {hours} hours ahead" |
*
* @param {Refund_Reason_Cancelled_By_GuestInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_reason_cancelled_by_guest = /** @type {((inputs: Refund_Reason_Cancelled_By_GuestInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Reason_Cancelled_By_GuestInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_refund_reason_cancelled_by_guest(inputs)
	return en_refund_reason_cancelled_by_guest(inputs)
});