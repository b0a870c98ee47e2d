/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_ActionInputs */

const en_admin_action = /** @type {(inputs: Admin_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Action`)
};

const sw_admin_action = /** @type {(inputs: Admin_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kitendo`)
};

/**
* | output |
* | --- |
* | "Action" |
*
* @param {Admin_ActionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_action = /** @type {((inputs?: Admin_ActionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ActionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_action(inputs)
	return en_admin_action(inputs)
});