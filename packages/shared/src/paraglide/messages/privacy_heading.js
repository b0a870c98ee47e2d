/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_HeadingInputs */

const en_privacy_heading = /** @type {(inputs: Privacy_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy`)
};

const sw_privacy_heading = /** @type {(inputs: Privacy_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faragha`)
};

/**
* | output |
* | --- |
* | "Privacy" |
*
* @param {Privacy_HeadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_heading = /** @type {((inputs?: Privacy_HeadingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_HeadingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_heading(inputs)
	return en_privacy_heading(inputs)
});