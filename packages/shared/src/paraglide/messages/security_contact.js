/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Security_ContactInputs */

const en_security_contact = /** @type {(inputs: Security_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact Security Team`)
};

const sw_security_contact = /** @type {(inputs: Security_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wasiliana na Timu ya Usalama`)
};

/**
* | output |
* | --- |
* | "Contact Security Team" |
*
* @param {Security_ContactInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const security_contact = /** @type {((inputs?: Security_ContactInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Security_ContactInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_security_contact(inputs)
	return en_security_contact(inputs)
});