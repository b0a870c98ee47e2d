/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Table_PreviousInputs */

const en_table_previous = /** @type {(inputs: Table_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous`)
};

const sw_table_previous = /** @type {(inputs: Table_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iliyotangulia`)
};

/**
* | output |
* | --- |
* | "Previous" |
*
* @param {Table_PreviousInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const table_previous = /** @type {((inputs?: Table_PreviousInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Table_PreviousInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_table_previous(inputs)
	return en_table_previous(inputs)
});