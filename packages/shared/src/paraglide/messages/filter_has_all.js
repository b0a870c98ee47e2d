/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filter_Has_AllInputs */

const en_filter_has_all = /** @type {(inputs: Filter_Has_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Has all of`)
};

const sw_filter_has_all = /** @type {(inputs: Filter_Has_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yana yote haya`)
};

/**
* | output |
* | --- |
* | "Has all of" |
*
* @param {Filter_Has_AllInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_has_all = /** @type {((inputs?: Filter_Has_AllInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filter_Has_AllInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_filter_has_all(inputs)
	return en_filter_has_all(inputs)
});