/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Press_ReleasesInputs */

const en_press_releases = /** @type {(inputs: Press_ReleasesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press releases`)
};

const sw_press_releases = /** @type {(inputs: Press_ReleasesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taarifa kwa vyombo vya habari`)
};

/**
* | output |
* | --- |
* | "Press releases" |
*
* @param {Press_ReleasesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_releases = /** @type {((inputs?: Press_ReleasesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_ReleasesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_press_releases(inputs)
	return en_press_releases(inputs)
});