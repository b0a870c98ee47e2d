/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ calendar: NonNullable<unknown> }} Cal_Clashes_WithInputs */

const en_cal_clashes_with = /** @type {(inputs: Cal_Clashes_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Clashes with ${i?.calendar}`)
};

const sw_cal_clashes_with = /** @type {(inputs: Cal_Clashes_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inagongana na ${i?.calendar}`)
};

/**
* | output |
* | --- |
* | "Clashes with {calendar}" |
*
* @param {Cal_Clashes_WithInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_clashes_with = /** @type {((inputs: Cal_Clashes_WithInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Clashes_WithInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_clashes_with(inputs)
	return en_cal_clashes_with(inputs)
});