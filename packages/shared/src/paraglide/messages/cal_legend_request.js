/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_Legend_RequestInputs */

const en_cal_legend_request = /** @type {(inputs: Cal_Legend_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request`)
};

const sw_cal_legend_request = /** @type {(inputs: Cal_Legend_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ombi`)
};

/**
* | output |
* | --- |
* | "Request" |
*
* @param {Cal_Legend_RequestInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_legend_request = /** @type {((inputs?: Cal_Legend_RequestInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Legend_RequestInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_legend_request(inputs)
	return en_cal_legend_request(inputs)
});