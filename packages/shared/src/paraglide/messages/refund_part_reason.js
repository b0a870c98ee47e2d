/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Part_ReasonInputs */

const en_refund_part_reason = /** @type {(inputs: Refund_Part_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why (the guest and the host read it)`)
};

const sw_refund_part_reason = /** @type {(inputs: Refund_Part_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sababu (mgeni na mwenyeji wataisoma)`)
};

/**
* | output |
* | --- |
* | "Why (the guest and the host read it)" |
*
* @param {Refund_Part_ReasonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_part_reason = /** @type {((inputs?: Refund_Part_ReasonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Part_ReasonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_refund_part_reason(inputs)
	return en_refund_part_reason(inputs)
});