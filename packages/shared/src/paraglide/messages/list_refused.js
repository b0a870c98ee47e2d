/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} List_RefusedInputs */

const en_list_refused = /** @type {(inputs: List_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refused: ${i?.reason}`)
};

const sw_list_refused = /** @type {(inputs: List_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Limekataliwa: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Refused: {reason}" |
*
* @param {List_RefusedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_refused = /** @type {((inputs: List_RefusedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_RefusedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_list_refused(inputs)
	return en_list_refused(inputs)
});