/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_AddInputs */

const en_cal_add = /** @type {(inputs: Cal_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add calendar`)
};

const sw_cal_add = /** @type {(inputs: Cal_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ongeza kalenda`)
};

/**
* | output |
* | --- |
* | "Add calendar" |
*
* @param {Cal_AddInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_add = /** @type {((inputs?: Cal_AddInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_AddInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_add(inputs)
	return en_cal_add(inputs)
});