/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Correction_Admin_RefuseInputs */

const en_correction_admin_refuse = /** @type {(inputs: Correction_Admin_RefuseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuse`)
};

const sw_correction_admin_refuse = /** @type {(inputs: Correction_Admin_RefuseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kataa`)
};

/**
* | output |
* | --- |
* | "Refuse" |
*
* @param {Correction_Admin_RefuseInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_admin_refuse = /** @type {((inputs?: Correction_Admin_RefuseInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_Admin_RefuseInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_admin_refuse(inputs)
	return en_correction_admin_refuse(inputs)
});