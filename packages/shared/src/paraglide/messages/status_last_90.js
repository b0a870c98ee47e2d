/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Last_90Inputs */

const en_status_last_90 = /** @type {(inputs: Status_Last_90Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last 90 days`)
};

const sw_status_last_90 = /** @type {(inputs: Status_Last_90Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siku 90 zilizopita`)
};

/**
* | output |
* | --- |
* | "Last 90 days" |
*
* @param {Status_Last_90Inputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_last_90 = /** @type {((inputs?: Status_Last_90Inputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Last_90Inputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_last_90(inputs)
	return en_status_last_90(inputs)
});