/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Admin_Delete_Space_TextInputs */

const en_admin_delete_space_text = /** @type {(inputs: Admin_Delete_Space_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.space}” will be taken off Nafasi. Its past bookings and invoices are kept.`)
};

const sw_admin_delete_space_text = /** @type {(inputs: Admin_Delete_Space_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.space}” litaondolewa kwenye Nafasi. Uhifadhi na ankara zake za zamani zinabaki.`)
};

/**
* | output |
* | --- |
* | "“{space}” will be taken off Nafasi. Its past bookings and invoices are kept." |
*
* @param {Admin_Delete_Space_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_delete_space_text = /** @type {((inputs: Admin_Delete_Space_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Delete_Space_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_delete_space_text(inputs)
	return en_admin_delete_space_text(inputs)
});