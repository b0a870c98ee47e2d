/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Admin_CodeInputs */

const en_payout_admin_code = /** @type {(inputs: Payout_Admin_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the M-Pesa transaction code of the payout: 10 letters and digits.`)
};

const sw_payout_admin_code = /** @type {(inputs: Payout_Admin_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka msimbo wa muamala wa M-Pesa wa malipo: herufi na tarakimu 10.`)
};

/**
* | output |
* | --- |
* | "Enter the M-Pesa transaction code of the payout: 10 letters and digits." |
*
* @param {Payout_Admin_CodeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_admin_code = /** @type {((inputs?: Payout_Admin_CodeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Admin_CodeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_admin_code(inputs)
	return en_payout_admin_code(inputs)
});