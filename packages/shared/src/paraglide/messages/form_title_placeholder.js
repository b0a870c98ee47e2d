/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Title_PlaceholderInputs */

const en_form_title_placeholder = /** @type {(inputs: Form_Title_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Kilimani Boardroom`)
};

const sw_form_title_placeholder = /** @type {(inputs: Form_Title_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mf. Chumba cha Mikutano Kilimani`)
};

/**
* | output |
* | --- |
* | "e.g. Kilimani Boardroom" |
*
* @param {Form_Title_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_title_placeholder = /** @type {((inputs?: Form_Title_PlaceholderInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Title_PlaceholderInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_form_title_placeholder(inputs)
	return en_form_title_placeholder(inputs)
});