/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_IntroInputs */

const en_pricing_intro = /** @type {(inputs: Pricing_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start free. Upgrade when you book every week. Space rates are set by owners in KSH and shown before you confirm.`)
};

const sw_pricing_intro = /** @type {(inputs: Pricing_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anza bure. Panda daraja unapoweka nafasi kila wiki. Bei za maeneo huwekwa na wamiliki kwa KSH na huonyeshwa kabla hujathibitisha.`)
};

/**
* | output |
* | --- |
* | "Start free. Upgrade when you book every week. Space rates are set by owners in KSH and shown before you confirm." |
*
* @param {Pricing_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pricing_intro = /** @type {((inputs?: Pricing_IntroInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_IntroInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_pricing_intro(inputs)
	return en_pricing_intro(inputs)
});