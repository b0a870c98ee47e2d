/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Security_Found_AfterInputs */

const en_security_found_after = /** @type {(inputs: Security_Found_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lists how to reach us.`)
};

const sw_security_found_after = /** @type {(inputs: Security_Found_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`linaeleza jinsi ya kutufikia.`)
};

/**
* | output |
* | --- |
* | "lists how to reach us." |
*
* @param {Security_Found_AfterInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const security_found_after = /** @type {((inputs?: Security_Found_AfterInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Security_Found_AfterInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_security_found_after(inputs)
	return en_security_found_after(inputs)
});