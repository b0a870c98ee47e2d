/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} List_Changes_RefusedInputs */

const en_list_changes_refused = /** @type {(inputs: List_Changes_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your last changes were not accepted: ${i?.reason}`)
};

const sw_list_changes_refused = /** @type {(inputs: List_Changes_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mabadiliko yako ya mwisho hayakukubaliwa: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Your last changes were not accepted: {reason}" |
*
* @param {List_Changes_RefusedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_changes_refused = /** @type {((inputs: List_Changes_RefusedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Changes_RefusedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_list_changes_refused(inputs)
	return en_list_changes_refused(inputs)
});