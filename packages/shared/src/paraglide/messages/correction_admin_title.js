/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Correction_Admin_TitleInputs */

const en_correction_admin_title = /** @type {(inputs: Correction_Admin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correction requests`)
};

const sw_correction_admin_title = /** @type {(inputs: Correction_Admin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maombi ya masahihisho`)
};

/**
* | output |
* | --- |
* | "Correction requests" |
*
* @param {Correction_Admin_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_admin_title = /** @type {((inputs?: Correction_Admin_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_Admin_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_admin_title(inputs)
	return en_correction_admin_title(inputs)
});