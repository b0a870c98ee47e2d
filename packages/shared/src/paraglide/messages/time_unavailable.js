/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Time_UnavailableInputs */

const en_time_unavailable = /** @type {(inputs: Time_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(unavailable)`)
};

const sw_time_unavailable = /** @type {(inputs: Time_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(haipatikani)`)
};

/**
* | output |
* | --- |
* | "(unavailable)" |
*
* @param {Time_UnavailableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const time_unavailable = /** @type {((inputs?: Time_UnavailableInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Time_UnavailableInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_time_unavailable(inputs)
	return en_time_unavailable(inputs)
});