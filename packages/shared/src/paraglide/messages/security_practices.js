/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Security_PracticesInputs */

const en_security_practices = /** @type {(inputs: Security_PracticesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our practices`)
};

const sw_security_practices = /** @type {(inputs: Security_PracticesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desturi zetu`)
};

/**
* | output |
* | --- |
* | "Our practices" |
*
* @param {Security_PracticesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const security_practices = /** @type {((inputs?: Security_PracticesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Security_PracticesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_security_practices(inputs)
	return en_security_practices(inputs)
});