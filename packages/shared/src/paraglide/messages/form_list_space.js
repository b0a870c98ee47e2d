/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_List_SpaceInputs */

const en_form_list_space = /** @type {(inputs: Form_List_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List Space`)
};

const sw_form_list_space = /** @type {(inputs: Form_List_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orodhesha Eneo`)
};

/**
* | output |
* | --- |
* | "List Space" |
*
* @param {Form_List_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_list_space = /** @type {((inputs?: Form_List_SpaceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_List_SpaceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_form_list_space(inputs)
	return en_form_list_space(inputs)
});