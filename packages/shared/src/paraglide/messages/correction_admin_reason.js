/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Correction_Admin_ReasonInputs */

const en_correction_admin_reason = /** @type {(inputs: Correction_Admin_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Why: ${i?.reason}`)
};

const sw_correction_admin_reason = /** @type {(inputs: Correction_Admin_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kwa nini: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Why: {reason}" |
*
* @param {Correction_Admin_ReasonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_admin_reason = /** @type {((inputs: Correction_Admin_ReasonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_Admin_ReasonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_admin_reason(inputs)
	return en_correction_admin_reason(inputs)
});