/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Correction_Status_OpenInputs */

const en_correction_status_open = /** @type {(inputs: Correction_Status_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waiting for an answer (asked ${i?.when})`)
};

const sw_correction_status_open = /** @type {(inputs: Correction_Status_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Linasubiri jibu (liliombwa ${i?.when})`)
};

/**
* | output |
* | --- |
* | "Waiting for an answer (asked {when})" |
*
* @param {Correction_Status_OpenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_status_open = /** @type {((inputs: Correction_Status_OpenInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_Status_OpenInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_status_open(inputs)
	return en_correction_status_open(inputs)
});