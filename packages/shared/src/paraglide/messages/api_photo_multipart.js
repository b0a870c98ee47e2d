/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Photo_MultipartInputs */

const en_api_photo_multipart = /** @type {(inputs: Api_Photo_MultipartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the photo as multipart/form-data in the field "file".`)
};

const sw_api_photo_multipart = /** @type {(inputs: Api_Photo_MultipartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuma picha kama multipart/form-data katika sehemu "file".`)
};

/**
* | output |
* | --- |
* | "Send the photo as multipart/form-data in the field \"file\"." |
*
* @param {Api_Photo_MultipartInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_photo_multipart = /** @type {((inputs?: Api_Photo_MultipartInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Photo_MultipartInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_api_photo_multipart(inputs)
	return en_api_photo_multipart(inputs)
});