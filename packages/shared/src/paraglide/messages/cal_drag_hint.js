/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_Drag_HintInputs */

const en_cal_drag_hint = /** @type {(inputs: Cal_Drag_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drag down a day (or tap where hours start, then where they end) to pick hours to block; the day’s details and the block form are below.`)
};

const sw_cal_drag_hint = /** @type {(inputs: Cal_Drag_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buruta chini kwenye siku (au gusa saa zinapoanza, kisha zinapoishia) ili kuchagua saa za kuzuia; maelezo ya siku na fomu ya kuzuia yako hapa chini.`)
};

/**
* | output |
* | --- |
* | "Drag down a day (or tap where hours start, then where they end) to pick hours to block; the day’s details and the block form are below." |
*
* @param {Cal_Drag_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_drag_hint = /** @type {((inputs?: Cal_Drag_HintInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Drag_HintInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_drag_hint(inputs)
	return en_cal_drag_hint(inputs)
});