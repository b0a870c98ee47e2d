/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Approvals_Reason_PlaceholderInputs */

const en_approvals_reason_placeholder = /** @type {(inputs: Approvals_Reason_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Please add a photo of the room itself.`)
};

const sw_approvals_reason_placeholder = /** @type {(inputs: Approvals_Reason_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mf. Tafadhali ongeza picha ya chumba chenyewe.`)
};

/**
* | output |
* | --- |
* | "e.g. Please add a photo of the room itself." |
*
* @param {Approvals_Reason_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_reason_placeholder = /** @type {((inputs?: Approvals_Reason_PlaceholderInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Approvals_Reason_PlaceholderInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_approvals_reason_placeholder(inputs)
	return en_approvals_reason_placeholder(inputs)
});