/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Admin_Space_EditingInputs */

const en_admin_space_editing = /** @type {(inputs: Admin_Space_EditingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Editing “${i?.space}”.`)
};

const sw_admin_space_editing = /** @type {(inputs: Admin_Space_EditingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unahariri “${i?.space}”.`)
};

/**
* | output |
* | --- |
* | "Editing “{space}”." |
*
* @param {Admin_Space_EditingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_space_editing = /** @type {((inputs: Admin_Space_EditingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Space_EditingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_space_editing(inputs)
	return en_admin_space_editing(inputs)
});