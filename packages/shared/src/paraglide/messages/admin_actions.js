/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_ActionsInputs */

const en_admin_actions = /** @type {(inputs: Admin_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

const sw_admin_actions = /** @type {(inputs: Admin_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vitendo`)
};

/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Admin_ActionsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_actions = /** @type {((inputs?: Admin_ActionsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ActionsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_actions(inputs)
	return en_admin_actions(inputs)
});