/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ wanted: NonNullable<unknown> }} Correction_Admin_WantedInputs */

const en_correction_admin_wanted = /** @type {(inputs: Correction_Admin_WantedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Should be: ${i?.wanted}`)
};

const sw_correction_admin_wanted = /** @type {(inputs: Correction_Admin_WantedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inapaswa kuwa: ${i?.wanted}`)
};

/**
* | output |
* | --- |
* | "Should be: {wanted}" |
*
* @param {Correction_Admin_WantedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_admin_wanted = /** @type {((inputs: Correction_Admin_WantedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_Admin_WantedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_admin_wanted(inputs)
	return en_correction_admin_wanted(inputs)
});