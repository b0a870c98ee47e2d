/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown>, last: NonNullable<unknown>, total: NonNullable<unknown> }} Table_RangeInputs */

const en_table_range = /** @type {(inputs: Table_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}–${i?.last} of ${i?.total}`)
};

const sw_table_range = /** @type {(inputs: Table_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}–${i?.last} kati ya ${i?.total}`)
};

/**
* | output |
* | --- |
* | "{first}–{last} of {total}" |
*
* @param {Table_RangeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const table_range = /** @type {((inputs: Table_RangeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Table_RangeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_table_range(inputs)
	return en_table_range(inputs)
});