/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_Block_TimeInputs */

const en_cal_block_time = /** @type {(inputs: Cal_Block_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Block time`)
};

const sw_cal_block_time = /** @type {(inputs: Cal_Block_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zuia muda`)
};

/**
* | output |
* | --- |
* | "Block time" |
*
* @param {Cal_Block_TimeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_block_time = /** @type {((inputs?: Cal_Block_TimeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Block_TimeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_block_time(inputs)
	return en_cal_block_time(inputs)
});