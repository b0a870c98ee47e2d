/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_RemoveInputs */

const en_cal_remove = /** @type {(inputs: Cal_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

const sw_cal_remove = /** @type {(inputs: Cal_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ondoa`)
};

/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Cal_RemoveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_remove = /** @type {((inputs?: Cal_RemoveInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_RemoveInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_remove(inputs)
	return en_cal_remove(inputs)
});