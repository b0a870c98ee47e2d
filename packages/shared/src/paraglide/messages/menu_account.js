/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_AccountInputs */

const en_menu_account = /** @type {(inputs: Menu_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account menu`)
};

const sw_menu_account = /** @type {(inputs: Menu_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menyu ya akaunti`)
};

/**
* | output |
* | --- |
* | "Account menu" |
*
* @param {Menu_AccountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const menu_account = /** @type {((inputs?: Menu_AccountInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_AccountInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_menu_account(inputs)
	return en_menu_account(inputs)
});