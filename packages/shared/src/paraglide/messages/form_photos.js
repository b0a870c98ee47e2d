/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_PhotosInputs */

const en_form_photos = /** @type {(inputs: Form_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos`)
};

const sw_form_photos = /** @type {(inputs: Form_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picha`)
};

/**
* | output |
* | --- |
* | "Photos" |
*
* @param {Form_PhotosInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_photos = /** @type {((inputs?: Form_PhotosInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_PhotosInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_form_photos(inputs)
	return en_form_photos(inputs)
});