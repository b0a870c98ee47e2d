/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Features_IntroInputs */

const en_features_intro = /** @type {(inputs: Features_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From search to M-Pesa to a video call with your team, Nafasi is built for how Kenya works.`)
};

const sw_features_intro = /** @type {(inputs: Features_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuanzia utafutaji hadi M-Pesa hadi simu ya video na timu yako, Nafasi imeundwa kwa jinsi Kenya inavyofanya kazi.`)
};

/**
* | output |
* | --- |
* | "From search to M-Pesa to a video call with your team, Nafasi is built for how Kenya works." |
*
* @param {Features_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const features_intro = /** @type {((inputs?: Features_IntroInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Features_IntroInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_features_intro(inputs)
	return en_features_intro(inputs)
});