/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_What_HappenedInputs */

const en_admin_what_happened = /** @type {(inputs: Admin_What_HappenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What happened`)
};

const sw_admin_what_happened = /** @type {(inputs: Admin_What_HappenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kilichotokea`)
};

/**
* | output |
* | --- |
* | "What happened" |
*
* @param {Admin_What_HappenedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_what_happened = /** @type {((inputs?: Admin_What_HappenedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_What_HappenedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_what_happened(inputs)
	return en_admin_what_happened(inputs)
});