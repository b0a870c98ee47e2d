/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_BelieveInputs */

const en_about_believe = /** @type {(inputs: About_BelieveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we believe`)
};

const sw_about_believe = /** @type {(inputs: About_BelieveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tunachoamini`)
};

/**
* | output |
* | --- |
* | "What we believe" |
*
* @param {About_BelieveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const about_believe = /** @type {((inputs?: About_BelieveInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_BelieveInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_about_believe(inputs)
	return en_about_believe(inputs)
});