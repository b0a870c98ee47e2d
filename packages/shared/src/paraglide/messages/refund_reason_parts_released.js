/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Reason_Parts_ReleasedInputs */

const en_refund_reason_parts_released = /** @type {(inputs: Refund_Reason_Parts_ReleasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The booking was released before it was paid in full: this part goes back`)
};

const sw_refund_reason_parts_released = /** @type {(inputs: Refund_Reason_Parts_ReleasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi uliachiliwa kabla ya kulipwa wote: sehemu hii inarudishwa`)
};

/**
* | output |
* | --- |
* | "The booking was released before it was paid in full: this part goes back" |
*
* @param {Refund_Reason_Parts_ReleasedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_reason_parts_released = /** @type {((inputs?: Refund_Reason_Parts_ReleasedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Reason_Parts_ReleasedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_refund_reason_parts_released(inputs)
	return en_refund_reason_parts_released(inputs)
});