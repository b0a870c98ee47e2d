/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Space_Title_PlaceholderInputs */

const en_admin_space_title_placeholder = /** @type {(inputs: Admin_Space_Title_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Westlands Boardroom`)
};

const sw_admin_space_title_placeholder = /** @type {(inputs: Admin_Space_Title_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chumba cha Mikutano Westlands`)
};

/**
* | output |
* | --- |
* | "Westlands Boardroom" |
*
* @param {Admin_Space_Title_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_space_title_placeholder = /** @type {((inputs?: Admin_Space_Title_PlaceholderInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Space_Title_PlaceholderInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_space_title_placeholder(inputs)
	return en_admin_space_title_placeholder(inputs)
});