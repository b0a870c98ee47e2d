/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Photos_MultipartInputs */

const en_api_photos_multipart = /** @type {(inputs: Api_Photos_MultipartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the photos as multipart/form-data in the field "files".`)
};

const sw_api_photos_multipart = /** @type {(inputs: Api_Photos_MultipartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuma picha kama multipart/form-data katika sehemu "files".`)
};

/**
* | output |
* | --- |
* | "Send the photos as multipart/form-data in the field \"files\"." |
*
* @param {Api_Photos_MultipartInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_photos_multipart = /** @type {((inputs?: Api_Photos_MultipartInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Photos_MultipartInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_api_photos_multipart(inputs)
	return en_api_photos_multipart(inputs)
});