/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_Legend_WaitingInputs */

const en_cal_legend_waiting = /** @type {(inputs: Cal_Legend_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for payment`)
};

const sw_cal_legend_waiting = /** @type {(inputs: Cal_Legend_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inasubiri malipo`)
};

/**
* | output |
* | --- |
* | "Waiting for payment" |
*
* @param {Cal_Legend_WaitingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_legend_waiting = /** @type {((inputs?: Cal_Legend_WaitingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Legend_WaitingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_legend_waiting(inputs)
	return en_cal_legend_waiting(inputs)
});