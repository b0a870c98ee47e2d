/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ paid: NonNullable<unknown>, total: NonNullable<unknown> }} Push_Paid_So_FarInputs */

const en_push_paid_so_far = /** @type {(inputs: Push_Paid_So_FarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid so far: ${i?.paid} of ${i?.total}`)
};

const sw_push_paid_so_far = /** @type {(inputs: Push_Paid_So_FarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Umelipa hadi sasa: ${i?.paid} kati ya ${i?.total}`)
};

/**
* | output |
* | --- |
* | "Paid so far: {paid} of {total}" |
*
* @param {Push_Paid_So_FarInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const push_paid_so_far = /** @type {((inputs: Push_Paid_So_FarInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Paid_So_FarInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_push_paid_so_far(inputs)
	return en_push_paid_so_far(inputs)
});