/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_IntroInputs */

const en_dash_intro = /** @type {(inputs: Dash_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your bookings, payments and upcoming visits.`)
};

const sw_dash_intro = /** @type {(inputs: Dash_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhifadhi wako, malipo na ziara zijazo.`)
};

/**
* | output |
* | --- |
* | "Your bookings, payments and upcoming visits." |
*
* @param {Dash_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_intro = /** @type {((inputs?: Dash_IntroInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_IntroInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_dash_intro(inputs)
	return en_dash_intro(inputs)
});