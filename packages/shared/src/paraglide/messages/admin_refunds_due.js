/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Refunds_DueInputs */

const en_admin_refunds_due = /** @type {(inputs: Admin_Refunds_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunds due`)
};

const sw_admin_refunds_due = /** @type {(inputs: Admin_Refunds_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marejesho yanayodaiwa`)
};

/**
* | output |
* | --- |
* | "Refunds due" |
*
* @param {Admin_Refunds_DueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_refunds_due = /** @type {((inputs?: Admin_Refunds_DueInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refunds_DueInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_refunds_due(inputs)
	return en_admin_refunds_due(inputs)
});