/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Form_TitleInputs */

const en_contact_form_title = /** @type {(inputs: Contact_Form_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send us a message`)
};

const sw_contact_form_title = /** @type {(inputs: Contact_Form_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutumie ujumbe`)
};

/**
* | output |
* | --- |
* | "Send us a message" |
*
* @param {Contact_Form_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_form_title = /** @type {((inputs?: Contact_Form_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Form_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_form_title(inputs)
	return en_contact_form_title(inputs)
});