/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Correction_WantedInputs */

const en_correction_wanted = /** @type {(inputs: Correction_WantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What it should be`)
};

const sw_correction_wanted = /** @type {(inputs: Correction_WantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kinavyopaswa kuwa`)
};

/**
* | output |
* | --- |
* | "What it should be" |
*
* @param {Correction_WantedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_wanted = /** @type {((inputs?: Correction_WantedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_WantedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_wanted(inputs)
	return en_correction_wanted(inputs)
});