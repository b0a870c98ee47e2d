/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_PressInputs */

const en_footer_press = /** @type {(inputs: Footer_PressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press`)
};

const sw_footer_press = /** @type {(inputs: Footer_PressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyombo vya Habari`)
};

/**
* | output |
* | --- |
* | "Press" |
*
* @param {Footer_PressInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const footer_press = /** @type {((inputs?: Footer_PressInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_PressInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_footer_press(inputs)
	return en_footer_press(inputs)
});