/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_TitleInputs */

const en_form_title = /** @type {(inputs: Form_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

const sw_form_title = /** @type {(inputs: Form_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kichwa`)
};

/**
* | output |
* | --- |
* | "Title" |
*
* @param {Form_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_title = /** @type {((inputs?: Form_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_form_title(inputs)
	return en_form_title(inputs)
});