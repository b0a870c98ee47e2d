/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Approvals_No_Changes_TextInputs */

const en_approvals_no_changes_text = /** @type {(inputs: Approvals_No_Changes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When owners change a live listing's title, description, place, price or photos, the changes show here first.`)
};

const sw_approvals_no_changes_text = /** @type {(inputs: Approvals_No_Changes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wamiliki wakibadilisha kichwa, maelezo, mahali, bei au picha za tangazo linalopatikana, mabadiliko huonekana hapa kwanza.`)
};

/**
* | output |
* | --- |
* | "When owners change a live listing's title, description, place, price or photos, the changes show here first." |
*
* @param {Approvals_No_Changes_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_no_changes_text = /** @type {((inputs?: Approvals_No_Changes_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Approvals_No_Changes_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_approvals_no_changes_text(inputs)
	return en_approvals_no_changes_text(inputs)
});