/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_TitleInputs */

const en_verify_title = /** @type {(inputs: Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your e-mail`)
};

const sw_verify_title = /** @type {(inputs: Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thibitisha barua pepe yako`)
};

/**
* | output |
* | --- |
* | "Confirm your e-mail" |
*
* @param {Verify_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const verify_title = /** @type {((inputs?: Verify_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_verify_title(inputs)
	return en_verify_title(inputs)
});