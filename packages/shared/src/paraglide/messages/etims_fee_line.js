/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Etims_Fee_LineInputs */

const en_etims_fee_line = /** @type {(inputs: Etims_Fee_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nafasi fee: ${i?.space}`)
};

const sw_etims_fee_line = /** @type {(inputs: Etims_Fee_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ada ya Nafasi: ${i?.space}`)
};

/**
* | output |
* | --- |
* | "Nafasi fee: {space}" |
*
* @param {Etims_Fee_LineInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_fee_line = /** @type {((inputs: Etims_Fee_LineInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_Fee_LineInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_fee_line(inputs)
	return en_etims_fee_line(inputs)
});