/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Etims_SectionInputs */

const en_etims_section = /** @type {(inputs: Etims_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`KRA eTIMS`)
};

const sw_etims_section = /** @type {(inputs: Etims_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eTIMS ya KRA`)
};

/**
* | output |
* | --- |
* | "KRA eTIMS" |
*
* @param {Etims_SectionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_section = /** @type {((inputs?: Etims_SectionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_SectionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_section(inputs)
	return en_etims_section(inputs)
});