/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ booking: NonNullable<unknown> }} Pay_Paid_ConfirmedInputs */

const en_pay_paid_confirmed = /** @type {(inputs: Pay_Paid_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.booking} is paid and confirmed.`)
};

const sw_pay_paid_confirmed = /** @type {(inputs: Pay_Paid_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.booking} umelipiwa na kuthibitishwa.`)
};

/**
* | output |
* | --- |
* | "{booking} is paid and confirmed." |
*
* @param {Pay_Paid_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_paid_confirmed = /** @type {((inputs: Pay_Paid_ConfirmedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Paid_ConfirmedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_paid_confirmed(inputs)
	return en_pay_paid_confirmed(inputs)
});