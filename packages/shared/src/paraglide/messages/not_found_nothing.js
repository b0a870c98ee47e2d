/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Not_Found_NothingInputs */

const en_not_found_nothing = /** @type {(inputs: Not_Found_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing lives at`)
};

const sw_not_found_nothing = /** @type {(inputs: Not_Found_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna ukurasa kwenye`)
};

/**
* | output |
* | --- |
* | "Nothing lives at" |
*
* @param {Not_Found_NothingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const not_found_nothing = /** @type {((inputs?: Not_Found_NothingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_NothingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_not_found_nothing(inputs)
	return en_not_found_nothing(inputs)
});