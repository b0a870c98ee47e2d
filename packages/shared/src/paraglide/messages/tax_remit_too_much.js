/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown>, month: NonNullable<unknown>, owed: NonNullable<unknown> }} Tax_Remit_Too_MuchInputs */

const en_tax_remit_too_much = /** @type {(inputs: Tax_Remit_Too_MuchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`That is more than Nafasi owes KRA in ${i?.kind} for ${i?.month}: ${i?.owed}.`)
};

const sw_tax_remit_too_much = /** @type {(inputs: Tax_Remit_Too_MuchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hicho ni zaidi ya kile Nafasi inadaiwa na KRA kwa ${i?.kind} ya ${i?.month}: ${i?.owed}.`)
};

/**
* | output |
* | --- |
* | "That is more than Nafasi owes KRA in {kind} for {month}: {owed}." |
*
* @param {Tax_Remit_Too_MuchInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_remit_too_much = /** @type {((inputs: Tax_Remit_Too_MuchInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tax_Remit_Too_MuchInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_tax_remit_too_much(inputs)
	return en_tax_remit_too_much(inputs)
});