/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_Signed_OutInputs */

const en_menu_signed_out = /** @type {(inputs: Menu_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logged out successfully`)
};

const sw_menu_signed_out = /** @type {(inputs: Menu_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umetoka`)
};

/**
* | output |
* | --- |
* | "Logged out successfully" |
*
* @param {Menu_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const menu_signed_out = /** @type {((inputs?: Menu_Signed_OutInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Signed_OutInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_menu_signed_out(inputs)
	return en_menu_signed_out(inputs)
});