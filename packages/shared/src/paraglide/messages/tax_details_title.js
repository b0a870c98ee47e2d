/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tax_Details_TitleInputs */

const en_tax_details_title = /** @type {(inputs: Tax_Details_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tax details`)
};

const sw_tax_details_title = /** @type {(inputs: Tax_Details_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maelezo ya kodi`)
};

/**
* | output |
* | --- |
* | "Tax details" |
*
* @param {Tax_Details_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_details_title = /** @type {((inputs?: Tax_Details_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tax_Details_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_tax_details_title(inputs)
	return en_tax_details_title(inputs)
});