/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Provider_EmailInputs */

const en_provider_email = /** @type {(inputs: Provider_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail and password`)
};

const sw_provider_email = /** @type {(inputs: Provider_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barua pepe na nenosiri`)
};

/**
* | output |
* | --- |
* | "E-mail and password" |
*
* @param {Provider_EmailInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const provider_email = /** @type {((inputs?: Provider_EmailInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Provider_EmailInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_provider_email(inputs)
	return en_provider_email(inputs)
});