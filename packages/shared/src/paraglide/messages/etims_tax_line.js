/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rate: NonNullable<unknown>, type: NonNullable<unknown> }} Etims_Tax_LineInputs */

const en_etims_tax_line = /** @type {(inputs: Etims_Tax_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`VAT ${i?.rate}% (type ${i?.type})`)
};

const sw_etims_tax_line = /** @type {(inputs: Etims_Tax_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`VAT ${i?.rate}% (aina ${i?.type})`)
};

/**
* | output |
* | --- |
* | "VAT {rate}% (type {type})" |
*
* @param {Etims_Tax_LineInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_tax_line = /** @type {((inputs: Etims_Tax_LineInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_Tax_LineInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_tax_line(inputs)
	return en_etims_tax_line(inputs)
});