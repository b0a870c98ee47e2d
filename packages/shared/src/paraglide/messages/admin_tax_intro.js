/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tax_IntroInputs */

const en_admin_tax_intro = /** @type {(inputs: Admin_Tax_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What Nafasi collected for KRA in a month, what it has paid, and what it still owes. Pay on KRA's iTax, then record the payment here with its payment reference.`)
};

const sw_admin_tax_intro = /** @type {(inputs: Admin_Tax_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kile Nafasi ilikusanya kwa ajili ya KRA katika mwezi, ilicholipa, na inachodaiwa bado. Lipa kwenye iTax ya KRA, kisha rekodi malipo hapa pamoja na nambari yake ya malipo.`)
};

/**
* | output |
* | --- |
* | "What Nafasi collected for KRA in a month, what it has paid, and what it still owes. Pay on KRA's iTax, then record the payment here with its payment reference." |
*
* @param {Admin_Tax_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_tax_intro = /** @type {((inputs?: Admin_Tax_IntroInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tax_IntroInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_tax_intro(inputs)
	return en_admin_tax_intro(inputs)
});