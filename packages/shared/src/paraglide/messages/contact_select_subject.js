/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Select_SubjectInputs */

const en_contact_select_subject = /** @type {(inputs: Contact_Select_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a subject`)
};

const sw_contact_select_subject = /** @type {(inputs: Contact_Select_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chagua mada`)
};

/**
* | output |
* | --- |
* | "Select a subject" |
*
* @param {Contact_Select_SubjectInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_select_subject = /** @type {((inputs?: Contact_Select_SubjectInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Select_SubjectInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_select_subject(inputs)
	return en_contact_select_subject(inputs)
});