/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_StartInputs */

const en_csv_start = /** @type {(inputs: Csv_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start (Nairobi time, EAT, UTC+3)`)
};

const sw_csv_start = /** @type {(inputs: Csv_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuanza (saa za Nairobi, EAT, UTC+3)`)
};

/**
* | output |
* | --- |
* | "Start (Nairobi time, EAT, UTC+3)" |
*
* @param {Csv_StartInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_start = /** @type {((inputs?: Csv_StartInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_StartInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_csv_start(inputs)
	return en_csv_start(inputs)
});