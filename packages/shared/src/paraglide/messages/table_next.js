/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Table_NextInputs */

const en_table_next = /** @type {(inputs: Table_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next`)
};

const sw_table_next = /** @type {(inputs: Table_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inayofuata`)
};

/**
* | output |
* | --- |
* | "Next" |
*
* @param {Table_NextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const table_next = /** @type {((inputs?: Table_NextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Table_NextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_table_next(inputs)
	return en_table_next(inputs)
});