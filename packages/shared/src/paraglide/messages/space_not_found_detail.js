/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Space_Not_Found_DetailInputs */

const en_space_not_found_detail = /** @type {(inputs: Space_Not_Found_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This space may have been removed or does not exist.`)
};

const sw_space_not_found_detail = /** @type {(inputs: Space_Not_Found_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huenda eneo hili limeondolewa au halipo.`)
};

/**
* | output |
* | --- |
* | "This space may have been removed or does not exist." |
*
* @param {Space_Not_Found_DetailInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_not_found_detail = /** @type {((inputs?: Space_Not_Found_DetailInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Space_Not_Found_DetailInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_space_not_found_detail(inputs)
	return en_space_not_found_detail(inputs)
});