/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Correction_Wanted_RequiredInputs */

const en_correction_wanted_required = /** @type {(inputs: Correction_Wanted_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Say what it should be.`)
};

const sw_correction_wanted_required = /** @type {(inputs: Correction_Wanted_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eleza inavyopaswa kuwa.`)
};

/**
* | output |
* | --- |
* | "Say what it should be." |
*
* @param {Correction_Wanted_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_wanted_required = /** @type {((inputs?: Correction_Wanted_RequiredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_Wanted_RequiredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_wanted_required(inputs)
	return en_correction_wanted_required(inputs)
});