/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_RetryInputs */

const en_offline_retry = /** @type {(inputs: Offline_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

const sw_offline_retry = /** @type {(inputs: Offline_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jaribu tena`)
};

/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Offline_RetryInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const offline_retry = /** @type {((inputs?: Offline_RetryInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_RetryInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_offline_retry(inputs)
	return en_offline_retry(inputs)
});