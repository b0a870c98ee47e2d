/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_Not_PaidInputs */

const en_cal_not_paid = /** @type {(inputs: Cal_Not_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not paid`)
};

const sw_cal_not_paid = /** @type {(inputs: Cal_Not_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haijalipiwa`)
};

/**
* | output |
* | --- |
* | "Not paid" |
*
* @param {Cal_Not_PaidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_not_paid = /** @type {((inputs?: Cal_Not_PaidInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Not_PaidInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_not_paid(inputs)
	return en_cal_not_paid(inputs)
});