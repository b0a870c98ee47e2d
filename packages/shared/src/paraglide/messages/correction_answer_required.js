/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Correction_Answer_RequiredInputs */

const en_correction_answer_required = /** @type {(inputs: Correction_Answer_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write the answer the person will read (at least 3 characters).`)
};

const sw_correction_answer_required = /** @type {(inputs: Correction_Answer_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andika jibu ambalo mtu huyo atasoma (angalau herufi 3).`)
};

/**
* | output |
* | --- |
* | "Write the answer the person will read (at least 3 characters)." |
*
* @param {Correction_Answer_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_answer_required = /** @type {((inputs?: Correction_Answer_RequiredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_Answer_RequiredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_answer_required(inputs)
	return en_correction_answer_required(inputs)
});