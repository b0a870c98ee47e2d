/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_UnexpectedInputs */

const en_error_unexpected = /** @type {(inputs: Error_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An unexpected error occurred`)
};

const sw_error_unexpected = /** @type {(inputs: Error_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hitilafu isiyotarajiwa imetokea`)
};

/**
* | output |
* | --- |
* | "An unexpected error occurred" |
*
* @param {Error_UnexpectedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const error_unexpected = /** @type {((inputs?: Error_UnexpectedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_UnexpectedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_error_unexpected(inputs)
	return en_error_unexpected(inputs)
});