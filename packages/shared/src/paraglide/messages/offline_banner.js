/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_BannerInputs */

const en_offline_banner = /** @type {(inputs: Offline_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline: pages you have opened before still work.`)
};

const sw_offline_banner = /** @type {(inputs: Offline_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huna mtandao: kurasa ulizofungua awali bado zinafunguka.`)
};

/**
* | output |
* | --- |
* | "You are offline: pages you have opened before still work." |
*
* @param {Offline_BannerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const offline_banner = /** @type {((inputs?: Offline_BannerInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_BannerInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_offline_banner(inputs)
	return en_offline_banner(inputs)
});