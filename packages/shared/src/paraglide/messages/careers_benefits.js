/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_BenefitsInputs */

const en_careers_benefits = /** @type {(inputs: Careers_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benefits`)
};

const sw_careers_benefits = /** @type {(inputs: Careers_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marupurupu`)
};

/**
* | output |
* | --- |
* | "Benefits" |
*
* @param {Careers_BenefitsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const careers_benefits = /** @type {((inputs?: Careers_BenefitsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_BenefitsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_careers_benefits(inputs)
	return en_careers_benefits(inputs)
});