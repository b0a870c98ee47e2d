/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Security_Found_BeforeInputs */

const en_security_found_before = /** @type {(inputs: Security_Found_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Found a vulnerability? Write to us before disclosing it; we answer every report within 48 hours. Our`)
};

const sw_security_found_before = /** @type {(inputs: Security_Found_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umepata udhaifu? Tuandikie kabla ya kuutangaza; tunajibu kila ripoti ndani ya saa 48. Faili letu la`)
};

/**
* | output |
* | --- |
* | "Found a vulnerability? Write to us before disclosing it; we answer every report within 48 hours. Our" |
*
* @param {Security_Found_BeforeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const security_found_before = /** @type {((inputs?: Security_Found_BeforeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Security_Found_BeforeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_security_found_before(inputs)
	return en_security_found_before(inputs)
});