/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Bad_UnicodeInputs */

const en_api_bad_unicode = /** @type {(inputs: Api_Bad_UnicodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request contains text that is not valid Unicode.`)
};

const sw_api_bad_unicode = /** @type {(inputs: Api_Bad_UnicodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ombi lina maandishi ambayo si Unicode halali.`)
};

/**
* | output |
* | --- |
* | "The request contains text that is not valid Unicode." |
*
* @param {Api_Bad_UnicodeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_bad_unicode = /** @type {((inputs?: Api_Bad_UnicodeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Bad_UnicodeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_api_bad_unicode(inputs)
	return en_api_bad_unicode(inputs)
});