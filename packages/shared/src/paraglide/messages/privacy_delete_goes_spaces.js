/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Delete_Goes_SpacesInputs */

const en_privacy_delete_goes_spaces = /** @type {(inputs: Privacy_Delete_Goes_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spaces you list leave the catalogue`)
};

const sw_privacy_delete_goes_spaces = /** @type {(inputs: Privacy_Delete_Goes_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi unazoorodhesha zinaondoka kwenye orodha`)
};

/**
* | output |
* | --- |
* | "Spaces you list leave the catalogue" |
*
* @param {Privacy_Delete_Goes_SpacesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_goes_spaces = /** @type {((inputs?: Privacy_Delete_Goes_SpacesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Delete_Goes_SpacesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_delete_goes_spaces(inputs)
	return en_privacy_delete_goes_spaces(inputs)
});