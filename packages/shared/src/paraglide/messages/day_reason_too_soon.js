/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ length: NonNullable<unknown> }} Day_Reason_Too_SoonInputs */

const en_day_reason_too_soon = /** @type {(inputs: Day_Reason_Too_SoonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too soon: book at least ${i?.length} ahead`)
};

const sw_day_reason_too_soon = /** @type {(inputs: Day_Reason_Too_SoonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mapema mno: weka nafasi angalau ${i?.length} kabla`)
};

/**
* | output |
* | --- |
* | "Too soon: book at least {length} ahead" |
*
* @param {Day_Reason_Too_SoonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const day_reason_too_soon = /** @type {((inputs: Day_Reason_Too_SoonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Day_Reason_Too_SoonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_day_reason_too_soon(inputs)
	return en_day_reason_too_soon(inputs)
});