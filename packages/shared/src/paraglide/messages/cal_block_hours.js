/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_Block_HoursInputs */

const en_cal_block_hours = /** @type {(inputs: Cal_Block_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Block hours`)
};

const sw_cal_block_hours = /** @type {(inputs: Cal_Block_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zuia saa`)
};

/**
* | output |
* | --- |
* | "Block hours" |
*
* @param {Cal_Block_HoursInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_block_hours = /** @type {((inputs?: Cal_Block_HoursInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Block_HoursInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_block_hours(inputs)
	return en_cal_block_hours(inputs)
});