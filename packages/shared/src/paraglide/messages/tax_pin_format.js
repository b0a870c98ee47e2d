/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tax_Pin_FormatInputs */

const en_tax_pin_format = /** @type {(inputs: Tax_Pin_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the KRA PIN as KRA writes it: a letter, nine digits and a letter, like P051234567X.`)
};

const sw_tax_pin_format = /** @type {(inputs: Tax_Pin_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andika PIN ya KRA kama KRA inavyoiandika: herufi, tarakimu tisa na herufi, kama P051234567X.`)
};

/**
* | output |
* | --- |
* | "Enter the KRA PIN as KRA writes it: a letter, nine digits and a letter, like P051234567X." |
*
* @param {Tax_Pin_FormatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_pin_format = /** @type {((inputs?: Tax_Pin_FormatInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tax_Pin_FormatInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_tax_pin_format(inputs)
	return en_tax_pin_format(inputs)
});