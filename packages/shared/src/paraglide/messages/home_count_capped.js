/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Home_Count_CappedInputs */

const en_home_count_capped = /** @type {(inputs: Home_Count_CappedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}+ spaces`)
};

const sw_home_count_capped = /** @type {(inputs: Home_Count_CappedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`maeneo ${i?.count}+`)
};

/**
* | output |
* | --- |
* | "{count}+ spaces" |
*
* @param {Home_Count_CappedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_count_capped = /** @type {((inputs: Home_Count_CappedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Count_CappedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_home_count_capped(inputs)
	return en_home_count_capped(inputs)
});