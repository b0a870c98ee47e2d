/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Subject_RequiredInputs */

const en_contact_subject_required = /** @type {(inputs: Contact_Subject_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a subject.`)
};

const sw_contact_subject_required = /** @type {(inputs: Contact_Subject_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafadhali chagua mada.`)
};

/**
* | output |
* | --- |
* | "Please select a subject." |
*
* @param {Contact_Subject_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_subject_required = /** @type {((inputs?: Contact_Subject_RequiredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Subject_RequiredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_subject_required(inputs)
	return en_contact_subject_required(inputs)
});