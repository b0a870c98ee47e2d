/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Press_Fact_CitiesInputs */

const en_press_fact_cities = /** @type {(inputs: Press_Fact_CitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cities`)
};

const sw_press_fact_cities = /** @type {(inputs: Press_Fact_CitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miji`)
};

/**
* | output |
* | --- |
* | "Cities" |
*
* @param {Press_Fact_CitiesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_fact_cities = /** @type {((inputs?: Press_Fact_CitiesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Fact_CitiesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_press_fact_cities(inputs)
	return en_press_fact_cities(inputs)
});