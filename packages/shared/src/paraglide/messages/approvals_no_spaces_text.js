/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Approvals_No_Spaces_TextInputs */

const en_approvals_no_spaces_text = /** @type {(inputs: Approvals_No_Spaces_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New listings from owners show here.`)
};

const sw_approvals_no_spaces_text = /** @type {(inputs: Approvals_No_Spaces_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matangazo mapya kutoka kwa wamiliki huonekana hapa.`)
};

/**
* | output |
* | --- |
* | "New listings from owners show here." |
*
* @param {Approvals_No_Spaces_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_no_spaces_text = /** @type {((inputs?: Approvals_No_Spaces_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Approvals_No_Spaces_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_approvals_no_spaces_text(inputs)
	return en_approvals_no_spaces_text(inputs)
});