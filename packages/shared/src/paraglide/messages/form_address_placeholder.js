/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Address_PlaceholderInputs */

const en_form_address_placeholder = /** @type {(inputs: Form_Address_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Argwings Kodhek Road, Kilimani, Nairobi`)
};

const sw_form_address_placeholder = /** @type {(inputs: Form_Address_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barabara ya Argwings Kodhek, Kilimani, Nairobi`)
};

/**
* | output |
* | --- |
* | "Argwings Kodhek Road, Kilimani, Nairobi" |
*
* @param {Form_Address_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_address_placeholder = /** @type {((inputs?: Form_Address_PlaceholderInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Address_PlaceholderInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_form_address_placeholder(inputs)
	return en_form_address_placeholder(inputs)
});