/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hours_Same_As_MondayInputs */

const en_hours_same_as_monday = /** @type {(inputs: Hours_Same_As_MondayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use Monday’s hours every day`)
};

const sw_hours_same_as_monday = /** @type {(inputs: Hours_Same_As_MondayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tumia saa za Jumatatu kila siku`)
};

/**
* | output |
* | --- |
* | "Use Monday’s hours every day" |
*
* @param {Hours_Same_As_MondayInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const hours_same_as_monday = /** @type {((inputs?: Hours_Same_As_MondayInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hours_Same_As_MondayInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_hours_same_as_monday(inputs)
	return en_hours_same_as_monday(inputs)
});