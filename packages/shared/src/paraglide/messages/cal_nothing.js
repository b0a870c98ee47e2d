/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_NothingInputs */

const en_cal_nothing = /** @type {(inputs: Cal_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing booked or blocked.`)
};

const sw_cal_nothing = /** @type {(inputs: Cal_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna uhifadhi wala kizuizi.`)
};

/**
* | output |
* | --- |
* | "Nothing booked or blocked." |
*
* @param {Cal_NothingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_nothing = /** @type {((inputs?: Cal_NothingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_NothingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_nothing(inputs)
	return en_cal_nothing(inputs)
});