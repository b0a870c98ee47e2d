/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Correction_Already_AnsweredInputs */

const en_correction_already_answered = /** @type {(inputs: Correction_Already_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This request has already been answered.`)
};

const sw_correction_already_answered = /** @type {(inputs: Correction_Already_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ombi hili limeshajibiwa.`)
};

/**
* | output |
* | --- |
* | "This request has already been answered." |
*
* @param {Correction_Already_AnsweredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_already_answered = /** @type {((inputs?: Correction_Already_AnsweredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_Already_AnsweredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_already_answered(inputs)
	return en_correction_already_answered(inputs)
});