/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Owner_Bookings_Mark_Paid_CodeInputs */

const en_owner_bookings_mark_paid_code = /** @type {(inputs: Owner_Bookings_Mark_Paid_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The guest typed the code ${i?.code}, which M-Pesa has not reported to Nafasi: find it on your own M-Pesa statement first.`)
};

const sw_owner_bookings_mark_paid_code = /** @type {(inputs: Owner_Bookings_Mark_Paid_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mgeni aliandika msimbo ${i?.code}, ambao M-Pesa haijauripoti kwa Nafasi: utafute kwanza kwenye taarifa yako ya M-Pesa.`)
};

/**
* | output |
* | --- |
* | "The guest typed the code {code}, which M-Pesa has not reported to Nafasi: find it on your own M-Pesa statement first." |
*
* @param {Owner_Bookings_Mark_Paid_CodeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_mark_paid_code = /** @type {((inputs: Owner_Bookings_Mark_Paid_CodeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Bookings_Mark_Paid_CodeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_bookings_mark_paid_code(inputs)
	return en_owner_bookings_mark_paid_code(inputs)
});