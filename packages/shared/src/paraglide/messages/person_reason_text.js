/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Reason_TextInputs */

const en_person_reason_text = /** @type {(inputs: Person_Reason_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A person's profile and payments are theirs. Your reason is written to the audit log and shown to them in their data download.`)
};

const sw_person_reason_text = /** @type {(inputs: Person_Reason_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wasifu na malipo ya mtu ni yake. Sababu yako inaandikwa kwenye kumbukumbu ya ukaguzi na kuonyeshwa kwake katika data anayopakua.`)
};

/**
* | output |
* | --- |
* | "A person's profile and payments are theirs. Your reason is written to the audit log and shown to them in their data download." |
*
* @param {Person_Reason_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const person_reason_text = /** @type {((inputs?: Person_Reason_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Reason_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_person_reason_text(inputs)
	return en_person_reason_text(inputs)
});