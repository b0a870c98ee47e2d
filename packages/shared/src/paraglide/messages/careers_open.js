/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_OpenInputs */

const en_careers_open = /** @type {(inputs: Careers_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open positions`)
};

const sw_careers_open = /** @type {(inputs: Careers_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi za kazi zilizo wazi`)
};

/**
* | output |
* | --- |
* | "Open positions" |
*
* @param {Careers_OpenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const careers_open = /** @type {((inputs?: Careers_OpenInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_OpenInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_careers_open(inputs)
	return en_careers_open(inputs)
});