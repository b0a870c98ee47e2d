/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Not_FoundInputs */

const en_refund_not_found = /** @type {(inputs: Refund_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund not found`)
};

const sw_refund_not_found = /** @type {(inputs: Refund_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marejesho ya pesa hayakupatikana`)
};

/**
* | output |
* | --- |
* | "Refund not found" |
*
* @param {Refund_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_not_found = /** @type {((inputs?: Refund_Not_FoundInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Not_FoundInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_refund_not_found(inputs)
	return en_refund_not_found(inputs)
});