/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Subject_TechnicalInputs */

const en_contact_subject_technical = /** @type {(inputs: Contact_Subject_TechnicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Technical Issue`)
};

const sw_contact_subject_technical = /** @type {(inputs: Contact_Subject_TechnicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tatizo la Kiufundi`)
};

/**
* | output |
* | --- |
* | "Technical Issue" |
*
* @param {Contact_Subject_TechnicalInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_subject_technical = /** @type {((inputs?: Contact_Subject_TechnicalInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Subject_TechnicalInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_subject_technical(inputs)
	return en_contact_subject_technical(inputs)
});