/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Subject_BusinessInputs */

const en_contact_subject_business = /** @type {(inputs: Contact_Subject_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business Partnership`)
};

const sw_contact_subject_business = /** @type {(inputs: Contact_Subject_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ushirikiano wa Kibiashara`)
};

/**
* | output |
* | --- |
* | "Business Partnership" |
*
* @param {Contact_Subject_BusinessInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_subject_business = /** @type {((inputs?: Contact_Subject_BusinessInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Subject_BusinessInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_subject_business(inputs)
	return en_contact_subject_business(inputs)
});