/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_ReadingInputs */

const en_cal_reading = /** @type {(inputs: Cal_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading…`)
};

const sw_cal_reading = /** @type {(inputs: Cal_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inasoma…`)
};

/**
* | output |
* | --- |
* | "Reading…" |
*
* @param {Cal_ReadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_reading = /** @type {((inputs?: Cal_ReadingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_ReadingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_reading(inputs)
	return en_cal_reading(inputs)
});