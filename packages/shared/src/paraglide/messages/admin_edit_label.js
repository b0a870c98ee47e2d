/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Admin_Edit_LabelInputs */

const en_admin_edit_label = /** @type {(inputs: Admin_Edit_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit ${i?.space}`)
};

const sw_admin_edit_label = /** @type {(inputs: Admin_Edit_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hariri ${i?.space}`)
};

/**
* | output |
* | --- |
* | "Edit {space}" |
*
* @param {Admin_Edit_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_edit_label = /** @type {((inputs: Admin_Edit_LabelInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Edit_LabelInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_edit_label(inputs)
	return en_admin_edit_label(inputs)
});