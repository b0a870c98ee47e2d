/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Auth_RequiredInputs */

const en_list_auth_required = /** @type {(inputs: List_Auth_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication Required`)
};

const sw_list_auth_required = /** @type {(inputs: List_Auth_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unahitaji Kuingia`)
};

/**
* | output |
* | --- |
* | "Authentication Required" |
*
* @param {List_Auth_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_auth_required = /** @type {((inputs?: List_Auth_RequiredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Auth_RequiredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_list_auth_required(inputs)
	return en_list_auth_required(inputs)
});