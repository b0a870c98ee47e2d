/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_No_ActionsInputs */

const en_admin_no_actions = /** @type {(inputs: Admin_No_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No admin actions yet.`)
};

const sw_admin_no_actions = /** @type {(inputs: Admin_No_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bado hakuna vitendo vya msimamizi.`)
};

/**
* | output |
* | --- |
* | "No admin actions yet." |
*
* @param {Admin_No_ActionsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_no_actions = /** @type {((inputs?: Admin_No_ActionsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_ActionsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_no_actions(inputs)
	return en_admin_no_actions(inputs)
});