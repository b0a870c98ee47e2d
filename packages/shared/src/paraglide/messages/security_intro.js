/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Security_IntroInputs */

const en_security_intro = /** @type {(inputs: Security_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How we protect your data and money, the standards we follow, and how to reach our security team.`)
};

const sw_security_intro = /** @type {(inputs: Security_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jinsi tunavyolinda data na pesa zako, viwango tunavyofuata, na jinsi ya kufikia timu yetu ya usalama.`)
};

/**
* | output |
* | --- |
* | "How we protect your data and money, the standards we follow, and how to reach our security team." |
*
* @param {Security_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const security_intro = /** @type {((inputs?: Security_IntroInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Security_IntroInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_security_intro(inputs)
	return en_security_intro(inputs)
});