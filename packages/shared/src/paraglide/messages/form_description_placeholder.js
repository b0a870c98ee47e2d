/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Description_PlaceholderInputs */

const en_form_description_placeholder = /** @type {(inputs: Form_Description_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What makes it a good place to meet, create or work?`)
};

const sw_form_description_placeholder = /** @type {(inputs: Form_Description_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nini kinalifanya kuwa mahali pazuri pa kukutana, kubuni au kufanya kazi?`)
};

/**
* | output |
* | --- |
* | "What makes it a good place to meet, create or work?" |
*
* @param {Form_Description_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_description_placeholder = /** @type {((inputs?: Form_Description_PlaceholderInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Description_PlaceholderInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_form_description_placeholder(inputs)
	return en_form_description_placeholder(inputs)
});