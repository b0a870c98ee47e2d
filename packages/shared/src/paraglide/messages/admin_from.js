/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Admin_FromInputs */

const en_admin_from = /** @type {(inputs: Admin_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`from ${i?.phone}`)
};

const sw_admin_from = /** @type {(inputs: Admin_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`kutoka ${i?.phone}`)
};

/**
* | output |
* | --- |
* | "from {phone}" |
*
* @param {Admin_FromInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_from = /** @type {((inputs: Admin_FromInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_FromInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_from(inputs)
	return en_admin_from(inputs)
});