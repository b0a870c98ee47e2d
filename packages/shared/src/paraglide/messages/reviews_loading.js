/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_LoadingInputs */

const en_reviews_loading = /** @type {(inputs: Reviews_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading reviews…`)
};

const sw_reviews_loading = /** @type {(inputs: Reviews_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inapakia maoni…`)
};

/**
* | output |
* | --- |
* | "Loading reviews…" |
*
* @param {Reviews_LoadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const reviews_loading = /** @type {((inputs?: Reviews_LoadingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_LoadingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_reviews_loading(inputs)
	return en_reviews_loading(inputs)
});