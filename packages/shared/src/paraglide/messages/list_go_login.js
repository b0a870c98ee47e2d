/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Go_LoginInputs */

const en_list_go_login = /** @type {(inputs: List_Go_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to Login`)
};

const sw_list_go_login = /** @type {(inputs: List_Go_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenda Kuingia`)
};

/**
* | output |
* | --- |
* | "Go to Login" |
*
* @param {List_Go_LoginInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_go_login = /** @type {((inputs?: List_Go_LoginInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Go_LoginInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_list_go_login(inputs)
	return en_list_go_login(inputs)
});