/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Refund_Part_Too_MuchInputs */

const en_refund_part_too_much = /** @type {(inputs: Refund_Part_Too_MuchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.amount} of this booking can still be refunded.`)
};

const sw_refund_part_too_much = /** @type {(inputs: Refund_Part_Too_MuchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kisichozidi ${i?.amount} cha uhifadhi huu ndicho kinachoweza kurejeshwa bado.`)
};

/**
* | output |
* | --- |
* | "At most {amount} of this booking can still be refunded." |
*
* @param {Refund_Part_Too_MuchInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_part_too_much = /** @type {((inputs: Refund_Part_Too_MuchInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Part_Too_MuchInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_refund_part_too_much(inputs)
	return en_refund_part_too_much(inputs)
});