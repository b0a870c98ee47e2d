/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Press_Fact_FoundedInputs */

const en_press_fact_founded = /** @type {(inputs: Press_Fact_FoundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Founded`)
};

const sw_press_fact_founded = /** @type {(inputs: Press_Fact_FoundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilianzishwa`)
};

/**
* | output |
* | --- |
* | "Founded" |
*
* @param {Press_Fact_FoundedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_fact_founded = /** @type {((inputs?: Press_Fact_FoundedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Fact_FoundedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_press_fact_founded(inputs)
	return en_press_fact_founded(inputs)
});