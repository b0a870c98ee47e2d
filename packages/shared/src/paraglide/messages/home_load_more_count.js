/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Home_Load_More_CountInputs */

const en_home_load_more_count = /** @type {(inputs: Home_Load_More_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Load more (${i?.count} more)`)
};

const sw_home_load_more_count = /** @type {(inputs: Home_Load_More_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Onyesha zaidi (${i?.count} zaidi)`)
};

/**
* | output |
* | --- |
* | "Load more ({count} more)" |
*
* @param {Home_Load_More_CountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_load_more_count = /** @type {((inputs: Home_Load_More_CountInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Load_More_CountInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_home_load_more_count(inputs)
	return en_home_load_more_count(inputs)
});