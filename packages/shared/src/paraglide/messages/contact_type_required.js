/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Type_RequiredInputs */

const en_contact_type_required = /** @type {(inputs: Contact_Type_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a partnership type.`)
};

const sw_contact_type_required = /** @type {(inputs: Contact_Type_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafadhali chagua aina ya ushirikiano.`)
};

/**
* | output |
* | --- |
* | "Please choose a partnership type." |
*
* @param {Contact_Type_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_type_required = /** @type {((inputs?: Contact_Type_RequiredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Type_RequiredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_type_required(inputs)
	return en_contact_type_required(inputs)
});