/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_Block_DayInputs */

const en_cal_block_day = /** @type {(inputs: Cal_Block_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Block day`)
};

const sw_cal_block_day = /** @type {(inputs: Cal_Block_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zuia siku`)
};

/**
* | output |
* | --- |
* | "Block day" |
*
* @param {Cal_Block_DayInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_block_day = /** @type {((inputs?: Cal_Block_DayInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Block_DayInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_block_day(inputs)
	return en_cal_block_day(inputs)
});