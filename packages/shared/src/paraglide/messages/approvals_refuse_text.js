/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Approvals_Refuse_TextInputs */

const en_approvals_refuse_text = /** @type {(inputs: Approvals_Refuse_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Say why, so they know what to change.`)
};

const sw_approvals_refuse_text = /** @type {(inputs: Approvals_Refuse_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eleza sababu, ili wajue cha kubadilisha.`)
};

/**
* | output |
* | --- |
* | "Say why, so they know what to change." |
*
* @param {Approvals_Refuse_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_refuse_text = /** @type {((inputs?: Approvals_Refuse_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Approvals_Refuse_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_approvals_refuse_text(inputs)
	return en_approvals_refuse_text(inputs)
});