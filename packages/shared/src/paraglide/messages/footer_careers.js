/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_CareersInputs */

const en_footer_careers = /** @type {(inputs: Footer_CareersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Careers`)
};

const sw_footer_careers = /** @type {(inputs: Footer_CareersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajira`)
};

/**
* | output |
* | --- |
* | "Careers" |
*
* @param {Footer_CareersInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const footer_careers = /** @type {((inputs?: Footer_CareersInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_CareersInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_footer_careers(inputs)
	return en_footer_careers(inputs)
});