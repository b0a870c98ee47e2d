/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Press_TitleInputs */

const en_press_title = /** @type {(inputs: Press_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi in the news`)
};

const sw_press_title = /** @type {(inputs: Press_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi kwenye habari`)
};

/**
* | output |
* | --- |
* | "Nafasi in the news" |
*
* @param {Press_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_title = /** @type {((inputs?: Press_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_press_title(inputs)
	return en_press_title(inputs)
});