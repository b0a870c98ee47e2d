/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Correction_Too_ManyInputs */

const en_correction_too_many = /** @type {(inputs: Correction_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can ask for ${i?.count} corrections a day. Try again tomorrow.`)
};

const sw_correction_too_many = /** @type {(inputs: Correction_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unaweza kuomba masahihisho ${i?.count} kwa siku. Jaribu tena kesho.`)
};

/**
* | output |
* | --- |
* | "You can ask for {count} corrections a day. Try again tomorrow." |
*
* @param {Correction_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_too_many = /** @type {((inputs: Correction_Too_ManyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_Too_ManyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_too_many(inputs)
	return en_correction_too_many(inputs)
});