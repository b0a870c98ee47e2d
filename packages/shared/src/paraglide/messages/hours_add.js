/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hours_AddInputs */

const en_hours_add = /** @type {(inputs: Hours_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add hours`)
};

const sw_hours_add = /** @type {(inputs: Hours_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ongeza saa`)
};

/**
* | output |
* | --- |
* | "Add hours" |
*
* @param {Hours_AddInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const hours_add = /** @type {((inputs?: Hours_AddInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hours_AddInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_hours_add(inputs)
	return en_hours_add(inputs)
});