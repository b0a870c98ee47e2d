/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_RemoveInputs */

const en_company_remove = /** @type {(inputs: Company_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

const sw_company_remove = /** @type {(inputs: Company_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwondoe`)
};

/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Company_RemoveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_remove = /** @type {((inputs?: Company_RemoveInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_RemoveInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_remove(inputs)
	return en_company_remove(inputs)
});