/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Unsub_BackInputs */

const en_unsub_back = /** @type {(inputs: Unsub_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Nafasi`)
};

const sw_unsub_back = /** @type {(inputs: Unsub_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rudi Nafasi`)
};

/**
* | output |
* | --- |
* | "Back to Nafasi" |
*
* @param {Unsub_BackInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const unsub_back = /** @type {((inputs?: Unsub_BackInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Unsub_BackInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_unsub_back(inputs)
	return en_unsub_back(inputs)
});