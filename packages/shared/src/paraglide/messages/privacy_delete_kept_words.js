/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Delete_Kept_WordsInputs */

const en_privacy_delete_kept_words = /** @type {(inputs: Privacy_Delete_Kept_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your messages, reviews and posts, shown as written by “A former member”`)
};

const sw_privacy_delete_kept_words = /** @type {(inputs: Privacy_Delete_Kept_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ujumbe wako, maoni na machapisho, yakionyeshwa kama yameandikwa na “Mwanachama wa zamani”`)
};

/**
* | output |
* | --- |
* | "Your messages, reviews and posts, shown as written by “A former member”" |
*
* @param {Privacy_Delete_Kept_WordsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_kept_words = /** @type {((inputs?: Privacy_Delete_Kept_WordsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Delete_Kept_WordsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_delete_kept_words(inputs)
	return en_privacy_delete_kept_words(inputs)
});