/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_OursInputs */

const en_partners_ours = /** @type {(inputs: Partners_OursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our partners`)
};

const sw_partners_ours = /** @type {(inputs: Partners_OursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Washirika wetu`)
};

/**
* | output |
* | --- |
* | "Our partners" |
*
* @param {Partners_OursInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const partners_ours = /** @type {((inputs?: Partners_OursInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_OursInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_partners_ours(inputs)
	return en_partners_ours(inputs)
});