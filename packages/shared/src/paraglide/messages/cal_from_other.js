/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_From_OtherInputs */

const en_cal_from_other = /** @type {(inputs: Cal_From_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From your other calendar`)
};

const sw_cal_from_other = /** @type {(inputs: Cal_From_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kutoka kwenye kalenda yako nyingine`)
};

/**
* | output |
* | --- |
* | "From your other calendar" |
*
* @param {Cal_From_OtherInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_from_other = /** @type {((inputs?: Cal_From_OtherInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_From_OtherInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_from_other(inputs)
	return en_cal_from_other(inputs)
});