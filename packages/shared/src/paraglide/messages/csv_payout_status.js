/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Payout_StatusInputs */

const en_csv_payout_status = /** @type {(inputs: Csv_Payout_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payout status`)
};

const sw_csv_payout_status = /** @type {(inputs: Csv_Payout_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hali ya malipo`)
};

/**
* | output |
* | --- |
* | "Payout status" |
*
* @param {Csv_Payout_StatusInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_payout_status = /** @type {((inputs?: Csv_Payout_StatusInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Payout_StatusInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_csv_payout_status(inputs)
	return en_csv_payout_status(inputs)
});