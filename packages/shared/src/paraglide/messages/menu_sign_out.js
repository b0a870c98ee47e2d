/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_Sign_OutInputs */

const en_menu_sign_out = /** @type {(inputs: Menu_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out`)
};

const sw_menu_sign_out = /** @type {(inputs: Menu_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toka`)
};

/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Menu_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const menu_sign_out = /** @type {((inputs?: Menu_Sign_OutInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Sign_OutInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_menu_sign_out(inputs)
	return en_menu_sign_out(inputs)
});