/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Careers_PostedInputs */

const en_careers_posted = /** @type {(inputs: Careers_PostedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Posted ${i?.when}`)
};

const sw_careers_posted = /** @type {(inputs: Careers_PostedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imetangazwa ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Posted {when}" |
*
* @param {Careers_PostedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const careers_posted = /** @type {((inputs: Careers_PostedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_PostedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_careers_posted(inputs)
	return en_careers_posted(inputs)
});