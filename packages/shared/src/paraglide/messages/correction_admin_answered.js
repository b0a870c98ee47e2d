/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Correction_Admin_AnsweredInputs */

const en_correction_admin_answered = /** @type {(inputs: Correction_Admin_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answered.`)
};

const sw_correction_admin_answered = /** @type {(inputs: Correction_Admin_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limejibiwa.`)
};

/**
* | output |
* | --- |
* | "Answered." |
*
* @param {Correction_Admin_AnsweredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_admin_answered = /** @type {((inputs?: Correction_Admin_AnsweredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_Admin_AnsweredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_admin_answered(inputs)
	return en_correction_admin_answered(inputs)
});