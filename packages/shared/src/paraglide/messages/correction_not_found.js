/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Correction_Not_FoundInputs */

const en_correction_not_found = /** @type {(inputs: Correction_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No such correction request.`)
};

const sw_correction_not_found = /** @type {(inputs: Correction_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna ombi hilo la masahihisho.`)
};

/**
* | output |
* | --- |
* | "No such correction request." |
*
* @param {Correction_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_not_found = /** @type {((inputs?: Correction_Not_FoundInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_Not_FoundInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_not_found(inputs)
	return en_correction_not_found(inputs)
});