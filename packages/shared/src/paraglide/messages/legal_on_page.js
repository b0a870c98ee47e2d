/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_On_PageInputs */

const en_legal_on_page = /** @type {(inputs: Legal_On_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On this page`)
};

const sw_legal_on_page = /** @type {(inputs: Legal_On_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwenye ukurasa huu`)
};

/**
* | output |
* | --- |
* | "On this page" |
*
* @param {Legal_On_PageInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const legal_on_page = /** @type {((inputs?: Legal_On_PageInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_On_PageInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_legal_on_page(inputs)
	return en_legal_on_page(inputs)
});