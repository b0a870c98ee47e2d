/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bank_Col_BookedInputs */

const en_bank_col_booked = /** @type {(inputs: Bank_Col_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booked`)
};

const sw_bank_col_booked = /** @type {(inputs: Bank_Col_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarehe`)
};

/**
* | output |
* | --- |
* | "Booked" |
*
* @param {Bank_Col_BookedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_col_booked = /** @type {((inputs?: Bank_Col_BookedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bank_Col_BookedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bank_col_booked(inputs)
	return en_bank_col_booked(inputs)
});