/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown> }} Etims_No_Vat_LineInputs */

const en_etims_no_vat_line = /** @type {(inputs: Etims_No_Vat_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No VAT (type ${i?.type})`)
};

const sw_etims_no_vat_line = /** @type {(inputs: Etims_No_Vat_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hakuna VAT (aina ${i?.type})`)
};

/**
* | output |
* | --- |
* | "No VAT (type {type})" |
*
* @param {Etims_No_Vat_LineInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_no_vat_line = /** @type {((inputs: Etims_No_Vat_LineInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_No_Vat_LineInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_no_vat_line(inputs)
	return en_etims_no_vat_line(inputs)
});