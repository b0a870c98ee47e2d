/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_InInputs */

const en_admin_in = /** @type {(inputs: Admin_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in`)
};

const sw_admin_in = /** @type {(inputs: Admin_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ndani ya`)
};

/**
* | output |
* | --- |
* | "in" |
*
* @param {Admin_InInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_in = /** @type {((inputs?: Admin_InInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_InInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_in(inputs)
	return en_admin_in(inputs)
});