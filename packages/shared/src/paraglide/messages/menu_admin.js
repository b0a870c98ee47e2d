/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_AdminInputs */

const en_menu_admin = /** @type {(inputs: Menu_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin Panel`)
};

const sw_menu_admin = /** @type {(inputs: Menu_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paneli ya Msimamizi`)
};

/**
* | output |
* | --- |
* | "Admin Panel" |
*
* @param {Menu_AdminInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const menu_admin = /** @type {((inputs?: Menu_AdminInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_AdminInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_menu_admin(inputs)
	return en_menu_admin(inputs)
});