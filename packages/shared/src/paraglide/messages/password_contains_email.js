/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Contains_EmailInputs */

const en_password_contains_email = /** @type {(inputs: Password_Contains_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password must not contain your e-mail address or its name part.`)
};

const sw_password_contains_email = /** @type {(inputs: Password_Contains_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenosiri lako lisiwe na barua pepe yako wala sehemu ya jina lake.`)
};

/**
* | output |
* | --- |
* | "Your password must not contain your e-mail address or its name part." |
*
* @param {Password_Contains_EmailInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const password_contains_email = /** @type {((inputs?: Password_Contains_EmailInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Contains_EmailInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_password_contains_email(inputs)
	return en_password_contains_email(inputs)
});