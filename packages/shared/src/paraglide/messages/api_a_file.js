/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_A_FileInputs */

const en_api_a_file = /** @type {(inputs: Api_A_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A file`)
};

const sw_api_a_file = /** @type {(inputs: Api_A_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faili`)
};

/**
* | output |
* | --- |
* | "A file" |
*
* @param {Api_A_FileInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_a_file = /** @type {((inputs?: Api_A_FileInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_A_FileInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_api_a_file(inputs)
	return en_api_a_file(inputs)
});