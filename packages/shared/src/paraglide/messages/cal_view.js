/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_ViewInputs */

const en_cal_view = /** @type {(inputs: Cal_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View`)
};

const sw_cal_view = /** @type {(inputs: Cal_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwonekano`)
};

/**
* | output |
* | --- |
* | "View" |
*
* @param {Cal_ViewInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_view = /** @type {((inputs?: Cal_ViewInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_ViewInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_view(inputs)
	return en_cal_view(inputs)
});