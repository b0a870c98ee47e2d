/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_SubjectInputs */

const en_contact_subject = /** @type {(inputs: Contact_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subject`)
};

const sw_contact_subject = /** @type {(inputs: Contact_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mada`)
};

/**
* | output |
* | --- |
* | "Subject" |
*
* @param {Contact_SubjectInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_subject = /** @type {((inputs?: Contact_SubjectInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_SubjectInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_subject(inputs)
	return en_contact_subject(inputs)
});