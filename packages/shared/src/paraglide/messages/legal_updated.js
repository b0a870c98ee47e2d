/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Legal_UpdatedInputs */

const en_legal_updated = /** @type {(inputs: Legal_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last updated ${i?.day}`)
};

const sw_legal_updated = /** @type {(inputs: Legal_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ilisasishwa mwisho ${i?.day}`)
};

/**
* | output |
* | --- |
* | "Last updated {day}" |
*
* @param {Legal_UpdatedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const legal_updated = /** @type {((inputs: Legal_UpdatedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_UpdatedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_legal_updated(inputs)
	return en_legal_updated(inputs)
});