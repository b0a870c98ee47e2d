/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partner_CorporateInputs */

const en_partner_corporate = /** @type {(inputs: Partner_CorporateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corporate Partner`)
};

const sw_partner_corporate = /** @type {(inputs: Partner_CorporateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mshirika wa Kampuni`)
};

/**
* | output |
* | --- |
* | "Corporate Partner" |
*
* @param {Partner_CorporateInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const partner_corporate = /** @type {((inputs?: Partner_CorporateInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partner_CorporateInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_partner_corporate(inputs)
	return en_partner_corporate(inputs)
});