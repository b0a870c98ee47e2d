/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_No_FilesInputs */

const en_listing_no_files = /** @type {(inputs: Listing_No_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one photo to upload (the field "files").`)
};

const sw_listing_no_files = /** @type {(inputs: Listing_No_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chagua angalau picha moja ya kupakia (sehemu "files").`)
};

/**
* | output |
* | --- |
* | "Choose at least one photo to upload (the field \"files\")." |
*
* @param {Listing_No_FilesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_no_files = /** @type {((inputs?: Listing_No_FilesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_No_FilesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_no_files(inputs)
	return en_listing_no_files(inputs)
});