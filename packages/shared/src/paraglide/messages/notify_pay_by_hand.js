/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ steps: NonNullable<unknown> }} Notify_Pay_By_HandInputs */

const en_notify_pay_by_hand = /** @type {(inputs: Notify_Pay_By_HandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Or pay from the M-Pesa menu yourself. ${i?.steps}`)
};

const sw_notify_pay_by_hand = /** @type {(inputs: Notify_Pay_By_HandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Au lipa mwenyewe kupitia menyu ya M-Pesa. ${i?.steps}`)
};

/**
* | output |
* | --- |
* | "Or pay from the M-Pesa menu yourself. {steps}" |
*
* @param {Notify_Pay_By_HandInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_pay_by_hand = /** @type {((inputs: Notify_Pay_By_HandInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Pay_By_HandInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_pay_by_hand(inputs)
	return en_notify_pay_by_hand(inputs)
});