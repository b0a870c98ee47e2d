/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Cal_Drag_FromInputs */

const en_cal_drag_from = /** @type {(inputs: Cal_Drag_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.time}: now pick where the hours end.`)
};

const sw_cal_drag_from = /** @type {(inputs: Cal_Drag_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kuanzia ${i?.time}: sasa chagua saa zinapoishia.`)
};

/**
* | output |
* | --- |
* | "From {time}: now pick where the hours end." |
*
* @param {Cal_Drag_FromInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_drag_from = /** @type {((inputs: Cal_Drag_FromInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Drag_FromInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_drag_from(inputs)
	return en_cal_drag_from(inputs)
});