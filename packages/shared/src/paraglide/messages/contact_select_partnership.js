/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Select_PartnershipInputs */

const en_contact_select_partnership = /** @type {(inputs: Contact_Select_PartnershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a partnership type`)
};

const sw_contact_select_partnership = /** @type {(inputs: Contact_Select_PartnershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chagua aina ya ushirikiano`)
};

/**
* | output |
* | --- |
* | "Select a partnership type" |
*
* @param {Contact_Select_PartnershipInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_select_partnership = /** @type {((inputs?: Contact_Select_PartnershipInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Select_PartnershipInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_select_partnership(inputs)
	return en_contact_select_partnership(inputs)
});