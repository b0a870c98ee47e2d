/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_AboutInputs */

const en_form_about = /** @type {(inputs: Form_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About the space`)
};

const sw_form_about = /** @type {(inputs: Form_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuhusu eneo`)
};

/**
* | output |
* | --- |
* | "About the space" |
*
* @param {Form_AboutInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_about = /** @type {((inputs?: Form_AboutInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_AboutInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_form_about(inputs)
	return en_form_about(inputs)
});