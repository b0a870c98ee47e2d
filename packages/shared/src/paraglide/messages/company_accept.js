/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_AcceptInputs */

const en_company_accept = /** @type {(inputs: Company_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept and join`)
};

const sw_company_accept = /** @type {(inputs: Company_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kubali na ujiunge`)
};

/**
* | output |
* | --- |
* | "Accept and join" |
*
* @param {Company_AcceptInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_accept = /** @type {((inputs?: Company_AcceptInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_AcceptInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_accept(inputs)
	return en_company_accept(inputs)
});