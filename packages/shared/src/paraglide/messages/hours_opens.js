/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Hours_OpensInputs */

const en_hours_opens = /** @type {(inputs: Hours_OpensInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day} opens`)
};

const sw_hours_opens = /** @type {(inputs: Hours_OpensInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day} hufunguliwa`)
};

/**
* | output |
* | --- |
* | "{day} opens" |
*
* @param {Hours_OpensInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const hours_opens = /** @type {((inputs: Hours_OpensInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hours_OpensInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_hours_opens(inputs)
	return en_hours_opens(inputs)
});