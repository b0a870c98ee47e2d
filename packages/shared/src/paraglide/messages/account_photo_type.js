/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Photo_TypeInputs */

const en_account_photo_type = /** @type {(inputs: Account_Photo_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a JPEG, PNG or WebP photo.`)
};

const sw_account_photo_type = /** @type {(inputs: Account_Photo_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chagua picha ya JPEG, PNG au WebP.`)
};

/**
* | output |
* | --- |
* | "Choose a JPEG, PNG or WebP photo." |
*
* @param {Account_Photo_TypeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const account_photo_type = /** @type {((inputs?: Account_Photo_TypeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Photo_TypeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_account_photo_type(inputs)
	return en_account_photo_type(inputs)
});