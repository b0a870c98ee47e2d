/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Partnership_TypeInputs */

const en_contact_partnership_type = /** @type {(inputs: Contact_Partnership_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partnership type`)
};

const sw_contact_partnership_type = /** @type {(inputs: Contact_Partnership_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aina ya ushirikiano`)
};

/**
* | output |
* | --- |
* | "Partnership type" |
*
* @param {Contact_Partnership_TypeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_partnership_type = /** @type {((inputs?: Contact_Partnership_TypeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Partnership_TypeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_partnership_type(inputs)
	return en_contact_partnership_type(inputs)
});