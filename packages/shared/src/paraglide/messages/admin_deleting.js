/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_DeletingInputs */

const en_admin_deleting = /** @type {(inputs: Admin_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting…`)
};

const sw_admin_deleting = /** @type {(inputs: Admin_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inafuta…`)
};

/**
* | output |
* | --- |
* | "Deleting…" |
*
* @param {Admin_DeletingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_deleting = /** @type {((inputs?: Admin_DeletingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_DeletingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_deleting(inputs)
	return en_admin_deleting(inputs)
});