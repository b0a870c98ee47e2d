/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Features_Trust_TextInputs */

const en_features_trust_text = /** @type {(inputs: Features_Trust_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every listing is reviewed by our team, every review comes from a real booking, and no two bookings of a space can ever overlap.`)
};

const sw_features_trust_text = /** @type {(inputs: Features_Trust_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kila tangazo hukaguliwa na timu yetu, kila maoni hutoka kwenye uhifadhi halisi, na hakuna uhifadhi miwili wa eneo moja unaoweza kugongana.`)
};

/**
* | output |
* | --- |
* | "Every listing is reviewed by our team, every review comes from a real booking, and no two bookings of a space can ever overlap." |
*
* @param {Features_Trust_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const features_trust_text = /** @type {((inputs?: Features_Trust_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Features_Trust_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_features_trust_text(inputs)
	return en_features_trust_text(inputs)
});