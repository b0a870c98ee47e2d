/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_BannerInputs */

const en_verify_banner = /** @type {(inputs: Verify_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your e-mail address to book or list a space: open the link we sent to`)
};

const sw_verify_banner = /** @type {(inputs: Verify_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thibitisha barua pepe yako ili kuweka nafasi au kuorodhesha eneo: fungua kiungo tulichotuma kwa`)
};

/**
* | output |
* | --- |
* | "Confirm your e-mail address to book or list a space: open the link we sent to" |
*
* @param {Verify_BannerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const verify_banner = /** @type {((inputs?: Verify_BannerInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_BannerInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_verify_banner(inputs)
	return en_verify_banner(inputs)
});