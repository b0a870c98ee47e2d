/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_No_SpacesInputs */

const en_cal_no_spaces = /** @type {(inputs: Cal_No_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No spaces yet`)
};

const sw_cal_no_spaces = /** @type {(inputs: Cal_No_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bado hakuna maeneo`)
};

/**
* | output |
* | --- |
* | "No spaces yet" |
*
* @param {Cal_No_SpacesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_no_spaces = /** @type {((inputs?: Cal_No_SpacesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_No_SpacesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_no_spaces(inputs)
	return en_cal_no_spaces(inputs)
});