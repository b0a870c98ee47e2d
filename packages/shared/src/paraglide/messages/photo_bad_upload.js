/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photo_Bad_UploadInputs */

const en_photo_bad_upload = /** @type {(inputs: Photo_Bad_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The upload was cut short or is not a well-formed multipart/form-data body. Please try again.`)
};

const sw_photo_bad_upload = /** @type {(inputs: Photo_Bad_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upakiaji ulikatika au si multipart/form-data iliyo sahihi. Tafadhali jaribu tena.`)
};

/**
* | output |
* | --- |
* | "The upload was cut short or is not a well-formed multipart/form-data body. Please try again." |
*
* @param {Photo_Bad_UploadInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photo_bad_upload = /** @type {((inputs?: Photo_Bad_UploadInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photo_Bad_UploadInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_photo_bad_upload(inputs)
	return en_photo_bad_upload(inputs)
});