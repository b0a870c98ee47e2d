/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Pay_Manual_ReleasedInputs */

const en_pay_manual_released = /** @type {(inputs: Pay_Manual_ReleasedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unpaid bookings are released after ${i?.hours} hours.`)
};

const sw_pay_manual_released = /** @type {(inputs: Pay_Manual_ReleasedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uhifadhi ambao haujalipiwa huachiliwa baada ya saa ${i?.hours}.`)
};

/**
* | output |
* | --- |
* | "Unpaid bookings are released after {hours} hours." |
*
* @param {Pay_Manual_ReleasedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_manual_released = /** @type {((inputs: Pay_Manual_ReleasedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Manual_ReleasedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pay_manual_released(inputs)
	return en_pay_manual_released(inputs)
});