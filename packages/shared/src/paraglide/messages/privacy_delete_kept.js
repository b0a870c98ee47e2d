/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Delete_KeptInputs */

const en_privacy_delete_kept = /** @type {(inputs: Privacy_Delete_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What the law makes Nafasi keep`)
};

const sw_privacy_delete_kept = /** @type {(inputs: Privacy_Delete_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kile sheria inailazimu Nafasi kuhifadhi`)
};

/**
* | output |
* | --- |
* | "What the law makes Nafasi keep" |
*
* @param {Privacy_Delete_KeptInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_kept = /** @type {((inputs?: Privacy_Delete_KeptInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Delete_KeptInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_delete_kept(inputs)
	return en_privacy_delete_kept(inputs)
});