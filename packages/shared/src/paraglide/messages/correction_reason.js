/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Correction_ReasonInputs */

const en_correction_reason = /** @type {(inputs: Correction_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why`)
};

const sw_correction_reason = /** @type {(inputs: Correction_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwa nini`)
};

/**
* | output |
* | --- |
* | "Why" |
*
* @param {Correction_ReasonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_reason = /** @type {((inputs?: Correction_ReasonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_ReasonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_reason(inputs)
	return en_correction_reason(inputs)
});