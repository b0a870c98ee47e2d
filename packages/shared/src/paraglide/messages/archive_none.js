/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_NoneInputs */

const en_archive_none = /** @type {(inputs: Archive_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing.`)
};

const sw_archive_none = /** @type {(inputs: Archive_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna.`)
};

/**
* | output |
* | --- |
* | "Nothing." |
*
* @param {Archive_NoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_none = /** @type {((inputs?: Archive_NoneInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_NoneInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_none(inputs)
	return en_archive_none(inputs)
});