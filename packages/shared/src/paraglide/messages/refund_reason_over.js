/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ paid: NonNullable<unknown>, owed: NonNullable<unknown> }} Refund_Reason_OverInputs */

const en_refund_reason_over = /** @type {(inputs: Refund_Reason_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid ${i?.paid} for a booking of ${i?.owed}: the difference is owed back`)
};

const sw_refund_reason_over = /** @type {(inputs: Refund_Reason_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imelipwa ${i?.paid} kwa uhifadhi wa ${i?.owed}: tofauti inadaiwa kurudishwa`)
};

/**
* | output |
* | --- |
* | "Paid {paid} for a booking of {owed}: the difference is owed back" |
*
* @param {Refund_Reason_OverInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_reason_over = /** @type {((inputs: Refund_Reason_OverInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Reason_OverInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_refund_reason_over(inputs)
	return en_refund_reason_over(inputs)
});