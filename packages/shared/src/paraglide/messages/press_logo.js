/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Press_LogoInputs */

const en_press_logo = /** @type {(inputs: Press_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download our logo (SVG)`)
};

const sw_press_logo = /** @type {(inputs: Press_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakua nembo yetu (SVG)`)
};

/**
* | output |
* | --- |
* | "Download our logo (SVG)" |
*
* @param {Press_LogoInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_logo = /** @type {((inputs?: Press_LogoInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_LogoInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_press_logo(inputs)
	return en_press_logo(inputs)
});