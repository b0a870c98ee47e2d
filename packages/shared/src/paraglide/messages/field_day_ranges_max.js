/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Field_Day_Ranges_MaxInputs */

const en_field_day_ranges_max = /** @type {(inputs: Field_Day_Ranges_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A day has at most ${i?.max} opening ranges`)
};

const sw_field_day_ranges_max = /** @type {(inputs: Field_Day_Ranges_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Siku ina vipindi visivyozidi ${i?.max} vya kufungua`)
};

/**
* | output |
* | --- |
* | "A day has at most {max} opening ranges" |
*
* @param {Field_Day_Ranges_MaxInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_day_ranges_max = /** @type {((inputs: Field_Day_Ranges_MaxInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Day_Ranges_MaxInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_day_ranges_max(inputs)
	return en_field_day_ranges_max(inputs)
});