/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_AddressInputs */

const en_form_address = /** @type {(inputs: Form_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

const sw_form_address = /** @type {(inputs: Form_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anwani`)
};

/**
* | output |
* | --- |
* | "Address" |
*
* @param {Form_AddressInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_address = /** @type {((inputs?: Form_AddressInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_AddressInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_form_address(inputs)
	return en_form_address(inputs)
});