/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Uploading_LabelInputs */

const en_photos_uploading_label = /** @type {(inputs: Photos_Uploading_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading photos`)
};

const sw_photos_uploading_label = /** @type {(inputs: Photos_Uploading_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inapakia picha`)
};

/**
* | output |
* | --- |
* | "Uploading photos" |
*
* @param {Photos_Uploading_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photos_uploading_label = /** @type {((inputs?: Photos_Uploading_LabelInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Uploading_LabelInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_photos_uploading_label(inputs)
	return en_photos_uploading_label(inputs)
});