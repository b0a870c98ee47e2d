/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_UploadingInputs */

const en_photos_uploading = /** @type {(inputs: Photos_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading photos…`)
};

const sw_photos_uploading = /** @type {(inputs: Photos_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inapakia picha…`)
};

/**
* | output |
* | --- |
* | "Uploading photos…" |
*
* @param {Photos_UploadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photos_uploading = /** @type {((inputs?: Photos_UploadingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_UploadingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_photos_uploading(inputs)
	return en_photos_uploading(inputs)
});