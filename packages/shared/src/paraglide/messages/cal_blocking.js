/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_BlockingInputs */

const en_cal_blocking = /** @type {(inputs: Cal_BlockingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blocking...`)
};

const sw_cal_blocking = /** @type {(inputs: Cal_BlockingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inazuia...`)
};

/**
* | output |
* | --- |
* | "Blocking..." |
*
* @param {Cal_BlockingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_blocking = /** @type {((inputs?: Cal_BlockingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_BlockingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_blocking(inputs)
	return en_cal_blocking(inputs)
});