/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Press_Fact_Founded_ValueInputs */

const en_press_fact_founded_value = /** @type {(inputs: Press_Fact_Founded_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2024, Nairobi`)
};

const sw_press_fact_founded_value = /** @type {(inputs: Press_Fact_Founded_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2024, Nairobi`)
};

/**
* | output |
* | --- |
* | "2024, Nairobi" |
*
* @param {Press_Fact_Founded_ValueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_fact_founded_value = /** @type {((inputs?: Press_Fact_Founded_ValueInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Fact_Founded_ValueInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_press_fact_founded_value(inputs)
	return en_press_fact_founded_value(inputs)
});