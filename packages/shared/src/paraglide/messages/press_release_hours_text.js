/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Press_Release_Hours_TextInputs */

const en_press_release_hours_text = /** @type {(inputs: Press_Release_Hours_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owners across eight counties have hosted more than 5,000 hours of interviews, workshops, shoots and celebrations.`)
};

const sw_press_release_hours_text = /** @type {(inputs: Press_Release_Hours_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wamiliki katika kaunti nane wamekaribisha zaidi ya saa 5,000 za usaili, warsha, upigaji picha na sherehe.`)
};

/**
* | output |
* | --- |
* | "Owners across eight counties have hosted more than 5,000 hours of interviews, workshops, shoots and celebrations." |
*
* @param {Press_Release_Hours_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_release_hours_text = /** @type {((inputs?: Press_Release_Hours_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Release_Hours_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_press_release_hours_text(inputs)
	return en_press_release_hours_text(inputs)
});