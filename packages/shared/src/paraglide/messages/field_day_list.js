/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Day_ListInputs */

const en_field_day_list = /** @type {(inputs: Field_Day_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A day is a list of opening ranges`)
};

const sw_field_day_list = /** @type {(inputs: Field_Day_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siku ni orodha ya vipindi vya kufungua`)
};

/**
* | output |
* | --- |
* | "A day is a list of opening ranges" |
*
* @param {Field_Day_ListInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_day_list = /** @type {((inputs?: Field_Day_ListInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Day_ListInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_field_day_list(inputs)
	return en_field_day_list(inputs)
});