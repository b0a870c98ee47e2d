/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Pin_HintInputs */

const en_company_pin_hint = /** @type {(inputs: Company_Pin_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The company's PIN, as on its KRA certificate.`)
};

const sw_company_pin_hint = /** @type {(inputs: Company_Pin_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN ya kampuni, kama ilivyo kwenye cheti chake cha KRA.`)
};

/**
* | output |
* | --- |
* | "The company's PIN, as on its KRA certificate." |
*
* @param {Company_Pin_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_pin_hint = /** @type {((inputs?: Company_Pin_HintInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Pin_HintInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_pin_hint(inputs)
	return en_company_pin_hint(inputs)
});