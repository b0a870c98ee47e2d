/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Duration_MinutesInputs */

const en_duration_minutes = /** @type {(inputs: Duration_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} min`)
};

const sw_duration_minutes = /** @type {(inputs: Duration_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`dakika ${i?.count}`)
};

/**
* | output |
* | --- |
* | "{count} min" |
*
* @param {Duration_MinutesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const duration_minutes = /** @type {((inputs: Duration_MinutesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Duration_MinutesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_duration_minutes(inputs)
	return en_duration_minutes(inputs)
});