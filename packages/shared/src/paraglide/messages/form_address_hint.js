/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Address_HintInputs */

const en_form_address_hint = /** @type {(inputs: Form_Address_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`“, Kenya” is added when the address does not end with it.`)
};

const sw_form_address_hint = /** @type {(inputs: Form_Address_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`“, Kenya” huongezwa anwani isipoishia nayo.`)
};

/**
* | output |
* | --- |
* | "“, Kenya” is added when the address does not end with it." |
*
* @param {Form_Address_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_address_hint = /** @type {((inputs?: Form_Address_HintInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Address_HintInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_form_address_hint(inputs)
	return en_form_address_hint(inputs)
});