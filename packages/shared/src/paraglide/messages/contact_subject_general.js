/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Subject_GeneralInputs */

const en_contact_subject_general = /** @type {(inputs: Contact_Subject_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`General Inquiry`)
};

const sw_contact_subject_general = /** @type {(inputs: Contact_Subject_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swali la Jumla`)
};

/**
* | output |
* | --- |
* | "General Inquiry" |
*
* @param {Contact_Subject_GeneralInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_subject_general = /** @type {((inputs?: Contact_Subject_GeneralInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Subject_GeneralInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_subject_general(inputs)
	return en_contact_subject_general(inputs)
});