/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Press_Release_Launch_TextInputs */

const en_press_release_launch_text = /** @type {(inputs: Press_Release_Launch_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kenya’s marketplace for spaces by the hour opens with meeting rooms, studios, halls, coworking desks and offices, payable with M-Pesa.`)
};

const sw_press_release_launch_text = /** @type {(inputs: Press_Release_Launch_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soko la Kenya la maeneo kwa saa linafunguliwa na vyumba vya mikutano, studio, kumbi, madawati ya kazi ya pamoja na ofisi, yanayolipiwa kwa M-Pesa.`)
};

/**
* | output |
* | --- |
* | "Kenya’s marketplace for spaces by the hour opens with meeting rooms, studios, halls, coworking desks and offices, payable with M-Pesa." |
*
* @param {Press_Release_Launch_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_release_launch_text = /** @type {((inputs?: Press_Release_Launch_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Release_Launch_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_press_release_launch_text(inputs)
	return en_press_release_launch_text(inputs)
});