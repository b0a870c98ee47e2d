/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_Name_PlaceholderInputs */

const en_cal_name_placeholder = /** @type {(inputs: Cal_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Airbnb`)
};

const sw_cal_name_placeholder = /** @type {(inputs: Cal_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mf. Airbnb`)
};

/**
* | output |
* | --- |
* | "e.g. Airbnb" |
*
* @param {Cal_Name_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_name_placeholder = /** @type {((inputs?: Cal_Name_PlaceholderInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Name_PlaceholderInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_name_placeholder(inputs)
	return en_cal_name_placeholder(inputs)
});