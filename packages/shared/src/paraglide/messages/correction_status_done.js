/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Correction_Status_DoneInputs */

const en_correction_status_done = /** @type {(inputs: Correction_Status_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Corrected ${i?.when}`)
};

const sw_correction_status_done = /** @type {(inputs: Correction_Status_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Limesahihishwa ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Corrected {when}" |
*
* @param {Correction_Status_DoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_status_done = /** @type {((inputs: Correction_Status_DoneInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_Status_DoneInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_status_done(inputs)
	return en_correction_status_done(inputs)
});