/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_GuestInputs */

const en_csv_guest = /** @type {(inputs: Csv_GuestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guest`)
};

const sw_csv_guest = /** @type {(inputs: Csv_GuestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mgeni`)
};

/**
* | output |
* | --- |
* | "Guest" |
*
* @param {Csv_GuestInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_guest = /** @type {((inputs?: Csv_GuestInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_GuestInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_csv_guest(inputs)
	return en_csv_guest(inputs)
});