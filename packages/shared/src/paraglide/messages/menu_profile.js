/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_ProfileInputs */

const en_menu_profile = /** @type {(inputs: Menu_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

const sw_menu_profile = /** @type {(inputs: Menu_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wasifu`)
};

/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Menu_ProfileInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const menu_profile = /** @type {((inputs?: Menu_ProfileInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_ProfileInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_menu_profile(inputs)
	return en_menu_profile(inputs)
});