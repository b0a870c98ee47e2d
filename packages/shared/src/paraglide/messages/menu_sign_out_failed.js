/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_Sign_Out_FailedInputs */

const en_menu_sign_out_failed = /** @type {(inputs: Menu_Sign_Out_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not sign out. Please try again.`)
};

const sw_menu_sign_out_failed = /** @type {(inputs: Menu_Sign_Out_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kutoka. Tafadhali jaribu tena.`)
};

/**
* | output |
* | --- |
* | "Could not sign out. Please try again." |
*
* @param {Menu_Sign_Out_FailedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const menu_sign_out_failed = /** @type {((inputs?: Menu_Sign_Out_FailedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Sign_Out_FailedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_menu_sign_out_failed(inputs)
	return en_menu_sign_out_failed(inputs)
});