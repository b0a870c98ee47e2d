/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Reason_Cancelled_By_NafasiInputs */

const en_refund_reason_cancelled_by_nafasi = /** @type {(inputs: Refund_Reason_Cancelled_By_NafasiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled by Nafasi`)
};

const sw_refund_reason_cancelled_by_nafasi = /** @type {(inputs: Refund_Reason_Cancelled_By_NafasiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeghairiwa na Nafasi`)
};

/**
* | output |
* | --- |
* | "Cancelled by Nafasi" |
*
* @param {Refund_Reason_Cancelled_By_NafasiInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_reason_cancelled_by_nafasi = /** @type {((inputs?: Refund_Reason_Cancelled_By_NafasiInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Reason_Cancelled_By_NafasiInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_refund_reason_cancelled_by_nafasi(inputs)
	return en_refund_reason_cancelled_by_nafasi(inputs)
});