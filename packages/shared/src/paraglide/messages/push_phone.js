/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Push_PhoneInputs */

const en_push_phone = /** @type {(inputs: Push_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa phone number`)
};

const sw_push_phone = /** @type {(inputs: Push_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nambari ya simu ya M-Pesa`)
};

/**
* | output |
* | --- |
* | "M-Pesa phone number" |
*
* @param {Push_PhoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const push_phone = /** @type {((inputs?: Push_PhoneInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_PhoneInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_push_phone(inputs)
	return en_push_phone(inputs)
});