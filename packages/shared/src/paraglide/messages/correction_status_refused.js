/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Correction_Status_RefusedInputs */

const en_correction_status_refused = /** @type {(inputs: Correction_Status_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not corrected ${i?.when}`)
};

const sw_correction_status_refused = /** @type {(inputs: Correction_Status_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Halikusahihishwa ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Not corrected {when}" |
*
* @param {Correction_Status_RefusedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_status_refused = /** @type {((inputs: Correction_Status_RefusedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_Status_RefusedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_status_refused(inputs)
	return en_correction_status_refused(inputs)
});