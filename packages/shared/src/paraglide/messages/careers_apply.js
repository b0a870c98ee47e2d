/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_ApplyInputs */

const en_careers_apply = /** @type {(inputs: Careers_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply Now`)
};

const sw_careers_apply = /** @type {(inputs: Careers_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Omba Sasa`)
};

/**
* | output |
* | --- |
* | "Apply Now" |
*
* @param {Careers_ApplyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const careers_apply = /** @type {((inputs?: Careers_ApplyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_ApplyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_careers_apply(inputs)
	return en_careers_apply(inputs)
});