/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Space_Add_TextInputs */

const en_admin_space_add_text = /** @type {(inputs: Admin_Space_Add_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A space an admin adds is live at once.`)
};

const sw_admin_space_add_text = /** @type {(inputs: Admin_Space_Add_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eneo linaloongezwa na msimamizi linapatikana papo hapo.`)
};

/**
* | output |
* | --- |
* | "A space an admin adds is live at once." |
*
* @param {Admin_Space_Add_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_space_add_text = /** @type {((inputs?: Admin_Space_Add_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Space_Add_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_space_add_text(inputs)
	return en_admin_space_add_text(inputs)
});