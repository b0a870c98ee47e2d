/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Ago_DaysInputs */

const en_ago_days = /** @type {(inputs: Ago_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} days ago`)
};

const sw_ago_days = /** @type {(inputs: Ago_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`siku ${i?.count} zilizopita`)
};

/**
* | output |
* | --- |
* | "{count} days ago" |
*
* @param {Ago_DaysInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ago_days = /** @type {((inputs: Ago_DaysInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ago_DaysInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_ago_days(inputs)
	return en_ago_days(inputs)
});