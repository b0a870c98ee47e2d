/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Press_MediaInputs */

const en_press_media = /** @type {(inputs: Press_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Media contact`)
};

const sw_press_media = /** @type {(inputs: Press_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mawasiliano ya wanahabari`)
};

/**
* | output |
* | --- |
* | "Media contact" |
*
* @param {Press_MediaInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_media = /** @type {((inputs?: Press_MediaInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_MediaInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_press_media(inputs)
	return en_press_media(inputs)
});