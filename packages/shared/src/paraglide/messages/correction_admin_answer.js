/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Correction_Admin_AnswerInputs */

const en_correction_admin_answer = /** @type {(inputs: Correction_Admin_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your answer (the person reads it)`)
};

const sw_correction_admin_answer = /** @type {(inputs: Correction_Admin_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jibu lako (mtu huyo analisoma)`)
};

/**
* | output |
* | --- |
* | "Your answer (the person reads it)" |
*
* @param {Correction_Admin_AnswerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_admin_answer = /** @type {((inputs?: Correction_Admin_AnswerInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_Admin_AnswerInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_admin_answer(inputs)
	return en_correction_admin_answer(inputs)
});