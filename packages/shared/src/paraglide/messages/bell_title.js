/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bell_TitleInputs */

const en_bell_title = /** @type {(inputs: Bell_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

const sw_bell_title = /** @type {(inputs: Bell_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arifa`)
};

/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Bell_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bell_title = /** @type {((inputs?: Bell_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bell_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bell_title(inputs)
	return en_bell_title(inputs)
});