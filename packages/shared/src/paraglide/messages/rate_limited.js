/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown>, wait: NonNullable<unknown> }} Rate_LimitedInputs */

const en_rate_limited = /** @type {(inputs: Rate_LimitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too many ${i?.what}. Try again in ${i?.wait}.`)
};

const sw_rate_limited = /** @type {(inputs: Rate_LimitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Umefikia kikomo cha ${i?.what}. Jaribu tena baada ya ${i?.wait}.`)
};

/**
* | output |
* | --- |
* | "Too many {what}. Try again in {wait}." |
*
* @param {Rate_LimitedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rate_limited = /** @type {((inputs: Rate_LimitedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rate_LimitedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_rate_limited(inputs)
	return en_rate_limited(inputs)
});