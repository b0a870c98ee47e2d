/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Owner_Required_TextInputs */

const en_list_owner_required_text = /** @type {(inputs: List_Owner_Required_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only owner accounts can list spaces. Contact support, or ask for an upgrade from your profile, to become an owner.`)
};

const sw_list_owner_required_text = /** @type {(inputs: List_Owner_Required_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akaunti za wamiliki tu ndizo zinazoweza kuorodhesha maeneo. Wasiliana na msaada, au omba kupandishwa kwenye wasifu wako, ili kuwa mmiliki.`)
};

/**
* | output |
* | --- |
* | "Only owner accounts can list spaces. Contact support, or ask for an upgrade from your profile, to become an owner." |
*
* @param {List_Owner_Required_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_owner_required_text = /** @type {((inputs?: List_Owner_Required_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Owner_Required_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_list_owner_required_text(inputs)
	return en_list_owner_required_text(inputs)
});