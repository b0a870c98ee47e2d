/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Field_CentsInputs */

const en_field_cents = /** @type {(inputs: Field_CentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} has at most two decimals (cents)`)
};

const sw_field_cents = /** @type {(inputs: Field_CentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} isiwe na zaidi ya desimali mbili (senti)`)
};

/**
* | output |
* | --- |
* | "{field} has at most two decimals (cents)" |
*
* @param {Field_CentsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_cents = /** @type {((inputs: Field_CentsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_CentsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_cents(inputs)
	return en_field_cents(inputs)
});