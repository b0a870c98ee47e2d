/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Security_StandardsInputs */

const en_security_standards = /** @type {(inputs: Security_StandardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standards and certifications`)
};

const sw_security_standards = /** @type {(inputs: Security_StandardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Viwango na vyeti`)
};

/**
* | output |
* | --- |
* | "Standards and certifications" |
*
* @param {Security_StandardsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const security_standards = /** @type {((inputs?: Security_StandardsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Security_StandardsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_security_standards(inputs)
	return en_security_standards(inputs)
});