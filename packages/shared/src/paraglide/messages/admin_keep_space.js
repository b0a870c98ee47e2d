/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Keep_SpaceInputs */

const en_admin_keep_space = /** @type {(inputs: Admin_Keep_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep space`)
};

const sw_admin_keep_space = /** @type {(inputs: Admin_Keep_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acha eneo`)
};

/**
* | output |
* | --- |
* | "Keep space" |
*
* @param {Admin_Keep_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_keep_space = /** @type {((inputs?: Admin_Keep_SpaceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Keep_SpaceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_keep_space(inputs)
	return en_admin_keep_space(inputs)
});