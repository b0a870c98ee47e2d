/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Status_MinutesInputs */

const en_status_minutes = /** @type {(inputs: Status_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min`)
};

const sw_status_minutes = /** @type {(inputs: Status_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`dakika ${i?.minutes}`)
};

/**
* | output |
* | --- |
* | "{minutes} min" |
*
* @param {Status_MinutesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_minutes = /** @type {((inputs: Status_MinutesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_MinutesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_minutes(inputs)
	return en_status_minutes(inputs)
});