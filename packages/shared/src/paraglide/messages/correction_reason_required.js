/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Correction_Reason_RequiredInputs */

const en_correction_reason_required = /** @type {(inputs: Correction_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Say why (at least 3 characters).`)
};

const sw_correction_reason_required = /** @type {(inputs: Correction_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eleza kwa nini (angalau herufi 3).`)
};

/**
* | output |
* | --- |
* | "Say why (at least 3 characters)." |
*
* @param {Correction_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_reason_required = /** @type {((inputs?: Correction_Reason_RequiredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_Reason_RequiredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_reason_required(inputs)
	return en_correction_reason_required(inputs)
});