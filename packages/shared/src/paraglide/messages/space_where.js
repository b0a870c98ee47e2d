/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Space_WhereInputs */

const en_space_where = /** @type {(inputs: Space_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where it is`)
};

const sw_space_where = /** @type {(inputs: Space_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mahali lilipo`)
};

/**
* | output |
* | --- |
* | "Where it is" |
*
* @param {Space_WhereInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_where = /** @type {((inputs?: Space_WhereInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Space_WhereInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_space_where(inputs)
	return en_space_where(inputs)
});