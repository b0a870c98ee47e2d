/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_Legend_ConfirmedInputs */

const en_cal_legend_confirmed = /** @type {(inputs: Cal_Legend_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmed`)
};

const sw_cal_legend_confirmed = /** @type {(inputs: Cal_Legend_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imethibitishwa`)
};

/**
* | output |
* | --- |
* | "Confirmed" |
*
* @param {Cal_Legend_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_legend_confirmed = /** @type {((inputs?: Cal_Legend_ConfirmedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Legend_ConfirmedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_legend_confirmed(inputs)
	return en_cal_legend_confirmed(inputs)
});