/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Correction_Admin_DoneInputs */

const en_correction_admin_done = /** @type {(inputs: Correction_Admin_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrected`)
};

const sw_correction_admin_done = /** @type {(inputs: Correction_Admin_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limesahihishwa`)
};

/**
* | output |
* | --- |
* | "Corrected" |
*
* @param {Correction_Admin_DoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_admin_done = /** @type {((inputs?: Correction_Admin_DoneInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_Admin_DoneInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_admin_done(inputs)
	return en_correction_admin_done(inputs)
});