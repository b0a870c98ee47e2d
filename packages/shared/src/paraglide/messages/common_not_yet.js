/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Not_YetInputs */

const en_common_not_yet = /** @type {(inputs: Common_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not yet`)
};

const sw_common_not_yet = /** @type {(inputs: Common_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bado`)
};

/**
* | output |
* | --- |
* | "Not yet" |
*
* @param {Common_Not_YetInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const common_not_yet = /** @type {((inputs?: Common_Not_YetInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Not_YetInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_common_not_yet(inputs)
	return en_common_not_yet(inputs)
});