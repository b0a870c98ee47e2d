/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Approvals_New_PhotosInputs */

const en_approvals_new_photos = /** @type {(inputs: Approvals_New_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New photos`)
};

const sw_approvals_new_photos = /** @type {(inputs: Approvals_New_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picha mpya`)
};

/**
* | output |
* | --- |
* | "New photos" |
*
* @param {Approvals_New_PhotosInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_new_photos = /** @type {((inputs?: Approvals_New_PhotosInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Approvals_New_PhotosInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_approvals_new_photos(inputs)
	return en_approvals_new_photos(inputs)
});