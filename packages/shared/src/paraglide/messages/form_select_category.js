/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Select_CategoryInputs */

const en_form_select_category = /** @type {(inputs: Form_Select_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a category`)
};

const sw_form_select_category = /** @type {(inputs: Form_Select_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chagua aina`)
};

/**
* | output |
* | --- |
* | "Select a category" |
*
* @param {Form_Select_CategoryInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_select_category = /** @type {((inputs?: Form_Select_CategoryInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Select_CategoryInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_form_select_category(inputs)
	return en_form_select_category(inputs)
});