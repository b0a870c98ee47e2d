/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Space_No_PhotoInputs */

const en_admin_space_no_photo = /** @type {(inputs: Admin_Space_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Without a photo the space shows the default picture.`)
};

const sw_admin_space_no_photo = /** @type {(inputs: Admin_Space_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bila picha, eneo linaonyesha picha ya kawaida.`)
};

/**
* | output |
* | --- |
* | "Without a photo the space shows the default picture." |
*
* @param {Admin_Space_No_PhotoInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_space_no_photo = /** @type {((inputs?: Admin_Space_No_PhotoInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Space_No_PhotoInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_space_no_photo(inputs)
	return en_admin_space_no_photo(inputs)
});