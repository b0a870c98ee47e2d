/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown>, last: NonNullable<unknown>, total: NonNullable<unknown> }} Table_Range_MoreInputs */

const en_table_range_more = /** @type {(inputs: Table_Range_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}–${i?.last} of more than ${i?.total}`)
};

const sw_table_range_more = /** @type {(inputs: Table_Range_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}–${i?.last} kati ya zaidi ya ${i?.total}`)
};

/**
* | output |
* | --- |
* | "{first}–{last} of more than {total}" |
*
* @param {Table_Range_MoreInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const table_range_more = /** @type {((inputs: Table_Range_MoreInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Table_Range_MoreInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_table_range_more(inputs)
	return en_table_range_more(inputs)
});