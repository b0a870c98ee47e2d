/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Payout_DayInputs */

const en_csv_payout_day = /** @type {(inputs: Csv_Payout_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payout day (Nairobi)`)
};

const sw_csv_payout_day = /** @type {(inputs: Csv_Payout_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siku ya malipo (Nairobi)`)
};

/**
* | output |
* | --- |
* | "Payout day (Nairobi)" |
*
* @param {Csv_Payout_DayInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_payout_day = /** @type {((inputs?: Csv_Payout_DayInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Payout_DayInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_csv_payout_day(inputs)
	return en_csv_payout_day(inputs)
});