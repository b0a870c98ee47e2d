/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_ValuesInputs */

const en_careers_values = /** @type {(inputs: Careers_ValuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our values`)
};

const sw_careers_values = /** @type {(inputs: Careers_ValuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maadili yetu`)
};

/**
* | output |
* | --- |
* | "Our values" |
*
* @param {Careers_ValuesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const careers_values = /** @type {((inputs?: Careers_ValuesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_ValuesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_careers_values(inputs)
	return en_careers_values(inputs)
});