/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Marked_ReadInputs */

const en_api_marked_read = /** @type {(inputs: Api_Marked_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marked read.`)
};

const sw_api_marked_read = /** @type {(inputs: Api_Marked_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imewekwa kama imesomwa.`)
};

/**
* | output |
* | --- |
* | "Marked read." |
*
* @param {Api_Marked_ReadInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_marked_read = /** @type {((inputs?: Api_Marked_ReadInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Marked_ReadInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_api_marked_read(inputs)
	return en_api_marked_read(inputs)
});