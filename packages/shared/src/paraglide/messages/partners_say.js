/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_SayInputs */

const en_partners_say = /** @type {(inputs: Partners_SayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What partners say`)
};

const sw_partners_say = /** @type {(inputs: Partners_SayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wanachosema washirika`)
};

/**
* | output |
* | --- |
* | "What partners say" |
*
* @param {Partners_SayInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const partners_say = /** @type {((inputs?: Partners_SayInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_SayInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_partners_say(inputs)
	return en_partners_say(inputs)
});